import { createStaffUserBody, staffUserView, updateStaffUserBody } from './staff-users';

describe('staff-user contracts', () => {
  it('parses a new account, lower-casing and trimming the username', () => {
    expect(
      createStaffUserBody.parse({
        username: ' Door.Desk_2 ',
        password: 'twelve-chars',
        role: 'lead_manager',
      }),
    ).toEqual({ username: 'door.desk_2', password: 'twelve-chars', role: 'lead_manager' });
  });

  it.each([
    ['a short username', { username: 'ab' }, 'username'],
    ['a username with spaces', { username: 'door desk' }, 'username'],
    ['a 65-character username', { username: 'a'.repeat(65) }, 'username'],
    ['an 11-character password', { password: 'eleven-char' }, 'password'],
    ['an unknown role', { role: 'owner' }, 'role'],
  ])('refuses %s', (_label, change, path) => {
    const result = createStaffUserBody.safeParse({
      username: 'door.desk',
      password: 'twelve-chars',
      role: 'user',
      ...change,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });

  it('takes any of role, disabled and password for an update, but not none', () => {
    expect(updateStaffUserBody.parse({ disabled: true })).toEqual({ disabled: true });
    expect(updateStaffUserBody.parse({ role: 'admin', password: 'twelve-chars' })).toEqual({
      role: 'admin',
      password: 'twelve-chars',
    });
    expect(updateStaffUserBody.safeParse({}).success).toBe(false);
    expect(updateStaffUserBody.safeParse({ disabled: 'yes' }).success).toBe(false);
  });

  it('describes an account without any password field', () => {
    const view = staffUserView.parse({
      id: 1,
      username: 'admin',
      role: 'super_admin',
      disabled: false,
      createdAt: '2026-11-22T10:00:00.000Z',
      passwordHash: 'scrypt$...',
    });
    expect(view).not.toHaveProperty('passwordHash');
  });
});
