import type { LeadFilters } from '@eventdesk/contracts/leads';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { useExportLeads, type LeadExportFormat } from '@/features/meta-leads/api/export-leads';
import { errorText } from '@/features/meta-leads/lib/lead-format';
import { ApiError } from '@/lib/api-client';

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60';

/** Download Excel (.xlsx) and CSV of the leads the current filters select (never offered to callers). */
export function LeadExportButtons({ filters }: { filters: LeadFilters }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const exportLeads = useExportLeads();

  const download = async (format: LeadExportFormat) => {
    try {
      await exportLeads.mutateAsync({ filters, format });
    } catch (error) {
      toast({
        title:
          error instanceof ApiError && error.status === 404
            ? t('metaLeads.export.noData')
            : t('metaLeads.export.failed', { message: errorText(error) }),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass}
        disabled={exportLeads.isPending}
        onClick={() => void download('xlsx')}
      >
        {t('metaLeads.export.excel')}
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={exportLeads.isPending}
        onClick={() => void download('csv')}
      >
        {t('metaLeads.export.csv')}
      </button>
    </>
  );
}
