import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { fakeApi } from '@/testing/fake-api';

describe('fakeApi', () => {
  it('answers by method and path, fills :params, records the call and lets a later handler win', async () => {
    const fake = fakeApi();
    fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
    fake.on('POST /api/registrations/:ref/resend-ticket', (call) => ({
      message: 'Ticket sent',
      sentTo: `owner of ${call.params.ref}`,
    }));

    expect(await api.get('/settings')).toEqual(toPublicSettings(defaultEventSettings));
    expect(await api.post('/registrations/Ab%2FCd/resend-ticket', { via: 'email' })).toEqual({
      message: 'Ticket sent',
      sentTo: 'owner of Ab/Cd',
    });
    fake.on('GET /api/settings', Response.json({ message: 'down' }, { status: 503 }));
    // A Response given once answers every call, each with a readable body.
    await expect(api.get('/settings')).rejects.toMatchObject({ status: 503 });
    await expect(api.get('/settings')).rejects.toMatchObject({
      status: 503,
      message: '503: {"message":"down"}',
    });

    expect(fake.calls('GET /api/settings')).toHaveLength(3);
    const [resend] = fake.calls('POST /api/registrations/:ref/resend-ticket');
    expect(resend?.body).toEqual({ via: 'email' });
    expect(fake.calls('POST /api/registrations/:ref')).toEqual([]);
  });

  it('signs staff in: the token goes with every call and the role route answers', async () => {
    const fake = fakeApi();
    fake.signIn('user', 'meena');
    expect(await api.get('/admin/role')).toEqual({ role: 'user', username: 'meena' });
    expect(fake.seen[0]?.authorization).toBe('Bearer staff-token');
  });

  it('answers an unknown route with 501 and lists it', async () => {
    const fake = fakeApi();
    await expect(api.get('/nowhere?x=1')).rejects.toMatchObject({ status: 501 });
    expect(fake.unanswered).toEqual(['GET /api/nowhere']);
    // Read, so this test passes; the next one shows what happens when nobody looks.
    fake.unanswered.length = 0;
  });

  it.fails('fails the test when the screen called a route nobody answered', async () => {
    fakeApi();
    await api.get('/nowhere').catch(() => undefined);
  });
});
