import type { AuditEntryView } from '@eventdesk/contracts/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const entry = (overrides: Partial<AuditEntryView>): AuditEntryView => ({
  id: 'registration:1',
  source: 'registration',
  actor: 'admin-1',
  action: 'registration.update',
  targetType: 'registration',
  targetId: '42',
  before: { fullName: 'Meena', phone: '9843012345' },
  after: { fullName: 'Meena Sundaram', phone: '9843012345' },
  at: '2025-10-01T04:30:00.000Z',
  ...overrides,
});

let api: FakeApi;
const queries = () => api.calls('GET /api/admin/audit-log').map((call) => call.query);

beforeEach(() => {
  api = fakeApi();
  api.signIn('super_admin', 'root');
  api.on('GET /api/admin/audit-log', (call) =>
    call.query.get('before')
      ? {
          entries: [
            entry({
              id: 'payment:9',
              action: 'payment-proof.confirm',
              targetType: 'payment-proof',
              targetId: '9',
            }),
          ],
          nextBefore: null,
        }
      : { entries: [entry({})], nextBefore: '2025-10-01T04:30:00.000Z' },
  );
});

describe('/admin/audit', () => {
  it('shows who did what to which record and when, with the changed fields only', async () => {
    renderRoute('/admin/audit');
    const first = (await screen.findByText('registration.update')).closest('article') as HTMLElement;
    expect(within(first).getByText('admin-1')).toBeTruthy();
    expect(within(first).getByText('on registration #42')).toBeTruthy();
    expect(within(first).getByText('1 Oct 2025, 10:00:00 am')).toBeTruthy();
    fireEvent.click(within(first).getByText('1 field changed'));
    expect(within(first).getByText('fullName')).toBeTruthy();
    expect(within(first).getByText('Meena Sundaram')).toBeTruthy();
    expect(within(first).queryByText('phone')).toBeNull();
  });

  it('loads older entries with nextBefore and sends the filters', async () => {
    renderRoute('/admin/audit');
    await screen.findByText('registration.update');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('payment-proof.confirm')).toBeTruthy();
    expect(queries()[1]?.get('before')).toBe('2025-10-01T04:30:00.000Z');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());

    fireEvent.change(screen.getByLabelText('Who (username)'), { target: { value: ' admin-1 ' } });
    fireEvent.change(screen.getByLabelText('Target id'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[2]?.get('actor')).toBe('admin-1');
    expect(queries()[2]?.get('targetId')).toBe('42');
    expect(queries()[2]?.get('before')).toBeNull();
  });
});
