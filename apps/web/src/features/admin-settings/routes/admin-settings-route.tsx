import type { EventSettings } from '@eventdesk/contracts/settings';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { useSettings } from '@/features/admin-settings/api/get-settings';
import { useUpdateSettings } from '@/features/admin-settings/api/update-settings';
import { SettingsForm, type FieldProblem } from '@/features/admin-settings/components/settings-form';
import { UnsetSettingsWarning } from '@/features/admin-settings/components/unset-settings-warning';
import { ApiError } from '@/lib/api-client';

function SettingsBody() {
  const { toast } = useToast();
  const { data, error, isPending } = useSettings();
  const update = useUpdateSettings();

  const save = async (values: EventSettings): Promise<FieldProblem[] | undefined> => {
    try {
      await update.mutateAsync(values);
      toast({ title: 'Settings saved', description: 'The public pages use the new values now.' });
      return undefined;
    } catch (failure) {
      const body = failure instanceof ApiError ? failure.body : undefined;
      toast({
        variant: 'destructive',
        title: 'Settings not saved',
        description: body?.message ?? 'Please try again.',
      });
      return body?.errors;
    }
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">Settings</h1>
      {isPending ? <p role="status">Loading...</p> : null}
      {error ? <StaffLoadError error={error} message="Error loading data" /> : null}
      {data ? <UnsetSettingsWarning settings={data} /> : null}
      {data ? <SettingsForm defaultValues={data} onSubmit={save} /> : null}
    </div>
  );
}

/** `/admin/settings` (admin, super_admin): prices, coupons, event facts, roadshow, bank/UPI and contacts. */
export function AdminSettingsRoute() {
  return (
    <StaffShell title="Settings" capability="registrations">
      <SettingsBody />
    </StaffShell>
  );
}
