import type { RegistrationFilters } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import {
  useExportRegistrations,
  type ExportFormat,
} from '@/features/admin-registrations/api/export-registrations';
import { serverMessage } from '@/features/admin-registrations/format';
import { ApiError } from '@/lib/api-client';

export const toolbarButtonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60';

/** Download Excel (.xlsx) and CSV of the rows the current filters select. */
export function ExportButtons({ filters }: { filters: RegistrationFilters }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const exportRegistrations = useExportRegistrations();

  const download = async (format: ExportFormat) => {
    try {
      await exportRegistrations.mutateAsync({ filters, format });
    } catch (error) {
      toast({
        title:
          error instanceof ApiError && error.status === 404
            ? t('adminRegistrations.export.noData')
            : t('adminRegistrations.export.failed', { message: serverMessage(error) }),
        variant: 'destructive',
      });
    }
  };

  const busy = exportRegistrations.isPending;
  return (
    <>
      <button
        type="button"
        className={toolbarButtonClass}
        disabled={busy}
        onClick={() => void download('xlsx')}
      >
        {t('adminRegistrations.export.excel')}
      </button>
      <button
        type="button"
        className={toolbarButtonClass}
        disabled={busy}
        onClick={() => void download('csv')}
      >
        {t('adminRegistrations.export.csv')}
      </button>
    </>
  );
}
