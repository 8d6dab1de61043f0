import type { CreateStaffUserBody, StaffUserView, UpdateStaffUserBody } from '@eventdesk/contracts/identity';
import { useState } from 'react';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { useCreateStaffUser, useUpdateStaffUser } from '@/features/admin-staff/api/change-staff-user';
import { useStaffUsers } from '@/features/admin-staff/api/get-staff-users';
import { CreateStaffUserForm } from '@/features/admin-staff/components/create-staff-user-form';
import { ResetPasswordDialog } from '@/features/admin-staff/components/reset-password-dialog';
import { StaffUserCard } from '@/features/admin-staff/components/staff-user-card';
import { ApiError } from '@/lib/api-client';

const serverMessage = (error: unknown) =>
  (error instanceof ApiError ? error.body?.message : undefined) ?? 'Please try again.';

function describeChange(user: StaffUserView, body: UpdateStaffUserBody): string {
  if (body.password) {
    return `New password set for ${user.username}`;
  }
  if (body.disabled !== undefined) {
    return `${user.username} ${body.disabled ? 'disabled' : 'enabled'}`;
  }
  return `${user.username} is now ${body.role}`;
}

function StaffBody() {
  const { toast } = useToast();
  const { data, error, isPending } = useStaffUsers();
  const create = useCreateStaffUser();
  const update = useUpdateStaffUser();
  const [resetting, setResetting] = useState<StaffUserView | null>(null);

  const onCreate = async (values: CreateStaffUserBody) => {
    try {
      const user = await create.mutateAsync(values);
      toast({ title: 'Staff user created', description: `${user.username} can log in now.` });
      return true;
    } catch (failure) {
      // 409: the username is taken; 400: the server's validation message.
      toast({ variant: 'destructive', title: 'Staff user not created', description: serverMessage(failure) });
      return false;
    }
  };

  const onUpdate = async (user: StaffUserView, body: UpdateStaffUserBody) => {
    try {
      await update.mutateAsync({ id: user.id, body });
      toast({ title: describeChange(user, body) });
      return true;
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Change not saved', description: serverMessage(failure) });
      return false;
    }
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">Staff users</h1>
      <CreateStaffUserForm onSubmit={onCreate} />
      {isPending ? <p role="status">Loading...</p> : null}
      {error ? <StaffLoadError error={error} message="Error loading data" /> : null}
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
  return (
    <StaffShell title="Staff users" capability="manageStaff">
      <StaffBody />
    </StaffShell>
  );
}
