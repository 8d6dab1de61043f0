import type { EventSettings } from '@eventdesk/contracts/settings';
import { useTranslation } from 'react-i18next';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { useSettings } from '@/features/admin-settings/api/get-settings';
import { useUpdateSettings } from '@/features/admin-settings/api/update-settings';
import { SettingsForm, type FieldProblem } from '@/features/admin-settings/components/settings-form';
import { UnsetSettingsWarning } from '@/features/admin-settings/components/unset-settings-warning';
import { ApiError } from '@/lib/api-client';

function SettingsBody() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, error, isPending } = useSettings();
  const update = useUpdateSettings();

  const save = async (values: EventSettings): Promise<FieldProblem[] | undefined> => {
    try {
      await update.mutateAsync(values);
      toast({ title: t('adminSettings.screen.saved'), description: t('adminSettings.screen.savedBody') });
      return undefined;
    } catch (failure) {
      const body = failure instanceof ApiError ? failure.body : undefined;
      toast({
        variant: 'destructive',
        title: t('adminSettings.screen.notSaved'),
        description: body?.message ?? t('adminSettings.screen.tryAgain'),
      });
      return body?.errors;
    }
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t('adminSettings.screen.title')}</h1>
      {isPending ? <p role="status">{t('adminSettings.screen.loading')}</p> : null}
      {error ? <StaffLoadError error={error} message={t('adminSettings.screen.error')} /> : null}
      {data ? <UnsetSettingsWarning settings={data} /> : null}
      {data ? <SettingsForm defaultValues={data} onSubmit={save} /> : null}
    </div>
  );
}

/** `/admin/settings` (admin, super_admin): prices, coupons, event facts, roadshow, bank/UPI and contacts. */
export function AdminSettingsRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminSettings.screen.title')} capability="registrations">
      <SettingsBody />
    </StaffShell>
  );
}
