import type { CreateStaffUserBody, StaffUserView, UpdateStaffUserBody } from '@eventdesk/contracts/identity';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { useCreateStaffUser, useUpdateStaffUser } from '@/features/admin-staff/api/change-staff-user';
import { useStaffUsers } from '@/features/admin-staff/api/get-staff-users';
import { CreateStaffUserForm } from '@/features/admin-staff/components/create-staff-user-form';
import { ResetPasswordDialog } from '@/features/admin-staff/components/reset-password-dialog';
import { roleLabelKey } from '@/features/admin-staff/components/role-labels';
import { StaffUserCard } from '@/features/admin-staff/components/staff-user-card';
import { ApiError } from '@/lib/api-client';

/** Refusals the screen words itself, by the server's code, so they read in the staff member's language. */
const refusalKeys: Record<string, string> = {
  USERNAME_TAKEN: 'adminStaff.toast.usernameTaken',
  CANNOT_DISABLE_SELF: 'adminStaff.toast.cannotDisableSelf',
  CANNOT_CHANGE_OWN_ROLE: 'adminStaff.toast.cannotChangeOwnRole',
};

function serverMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) {
    return t('adminStaff.screen.tryAgain');
  }
  const refusal = error.body?.code ? refusalKeys[error.body.code] : undefined;
  return refusal ? t(refusal) : (error.body?.message ?? t('adminStaff.screen.tryAgain'));
}

function describeChange(user: StaffUserView, body: UpdateStaffUserBody, t: TFunction): string {
  const username = user.username;
  if (body.password) {
    return t('adminStaff.toast.passwordSet', { username });
  }
  if (body.disabled !== undefined) {
    return t(body.disabled ? 'adminStaff.toast.disabled' : 'adminStaff.toast.enabled', { username });
  }
  return t('adminStaff.toast.roleChanged', { username, role: body.role ? t(roleLabelKey(body.role)) : '' });
}

function StaffBody() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, error, isPending } = useStaffUsers();
  const create = useCreateStaffUser();
  const update = useUpdateStaffUser();
  const [resetting, setResetting] = useState<StaffUserView | null>(null);

  const onCreate = async (values: CreateStaffUserBody) => {
    try {
      const user = await create.mutateAsync(values);
      toast({
        title: t('adminStaff.toast.created'),
        description: t('adminStaff.toast.createdBody', { username: user.username }),
      });
      return true;
    } catch (failure) {
      // USERNAME_TAKEN in the catalog's words; 400: the server's validation message.
      toast({
        variant: 'destructive',
        title: t('adminStaff.toast.notCreated'),
        description: serverMessage(failure, t),
      });
      return false;
    }
  };

  const onUpdate = async (user: StaffUserView, body: UpdateStaffUserBody) => {
    try {
      await update.mutateAsync({ id: user.id, body });
      toast({ title: describeChange(user, body, t) });
      return true;
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: t('adminStaff.toast.notSaved'),
        description: serverMessage(failure, t),
      });
      return false;
    }
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t('adminStaff.screen.title')}</h1>
      <CreateStaffUserForm onSubmit={onCreate} />
      {isPending ? <p role="status">{t('adminStaff.screen.loading')}</p> : null}
      {error ? <StaffLoadError error={error} message={t('adminStaff.screen.error')} /> : null}
      {data ? (
        <ul className="grid gap-3">
          {data.map((user) => (
            <li key={user.id}>
              <StaffUserCard
                // Remounted after a change so the role picker shows the saved role.
                key={`${user.id}:${user.role}`}
                user={user}
                busy={update.isPending}
                onChange={(body) => void onUpdate(user, body)}
                onResetPassword={() => setResetting(user)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {resetting ? (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onSubmit={async (password) => {
            if (await onUpdate(resetting, { password })) {
              setResetting(null);
            }
          }}
        />
      ) : null}
    </div>
  );
}

/** `/admin/staff` (super_admin): create staff accounts, change roles, disable and enable, reset passwords. */
export function AdminStaffRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminStaff.screen.title')} capability="manageStaff">
      <StaffBody />
    </StaffShell>
  );
}
