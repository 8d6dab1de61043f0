import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_ROUTES_FILE } from '@eventdesk/contracts';
import { clientRouteMatcher } from './client-routes';

describe('clientRouteMatcher', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'eventdesk-client-routes-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('knows the paths the build listed, dynamic segments included, and no other', async () => {
    await writeFile(join(dir, CLIENT_ROUTES_FILE), JSON.stringify({ patterns: ['/', '/payment/:ref'] }));
    const isClientRoute = clientRouteMatcher(dir);
    expect(['/', '/payment/AbC', '/Payment/AbC/'].map(isClientRoute)).toEqual([true, true, true]);
    expect(['/payment', '/payment/a/b', '/paymentx/a', '/other'].map(isClientRoute)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('knows every path for a build without the list, as the SPA fallback did before it', () => {
    expect(clientRouteMatcher(dir)('/anything/at/all')).toBe(true);
  });

  it('refuses a list that is not one', async () => {
    await writeFile(join(dir, CLIENT_ROUTES_FILE), JSON.stringify({ patterns: ['no-slash'] }));
    expect(() => clientRouteMatcher(dir)).toThrow();
  });
});
