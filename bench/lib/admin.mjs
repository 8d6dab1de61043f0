// @ts-check
// Staff access for the benches: staff users created and changed with the real CLI (as an operator would), a login
// through the gateway, and the settings update that also adds or removes the seat rows.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './stack.mjs';

/**
 * Runs the real staff CLI (dist/apps/gateway/src/cli/staff.js) against `databaseUrl`, as an operator would.
 * `redisUrl` and `authKeyPrefix` are for the commands that end sessions (disable, enable, role, password); a bench
 * passes its own prefix so no key of another system's gateway is touched. `distRoot`: where dist/ is (a copy of it).
 * @param {{ databaseUrl: string, args: string[], password?: string, redisUrl?: string, authKeyPrefix?: string, distRoot?: string }} options
 */
export async function staffCli({ databaseUrl, args, password, redisUrl, authKeyPrefix, distRoot = root }) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(distRoot, 'dist/apps/gateway/src/cli/staff.js'), ...args],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        ...(password ? { STAFF_PASSWORD: password } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...(authKeyPrefix ? { AUTH_KEY_PREFIX: authKeyPrefix } : {}),
      },
      timeout: 60_000,
    },
  );
  return stdout;
}

/**
 * Creates `username` with `role` in `databaseUrl` (the staff CLI) and returns a bearer token from the gateway.
 * @param {{ databaseUrl: string, gatewayUrl: string, username: string, role: string, distRoot?: string }} options
 * @returns {Promise<string>}
 */
export async function staffToken({ databaseUrl, gatewayUrl, username, role, distRoot }) {
  const password = `bench-${randomBytes(12).toString('base64url')}`;
  await staffCli({ databaseUrl, args: ['create', username, role], password, distRoot });
  const response = await fetch(`${gatewayUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok)
    throw new Error(`bench ${role} login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/**
 * Creates `username` as an admin in `databaseUrl` and returns a bearer token from the gateway.
 * @param {{ databaseUrl: string, gatewayUrl: string, username?: string }} options
 */
export function adminToken({ databaseUrl, gatewayUrl, username = 'bench-admin' }) {
  return staffToken({ databaseUrl, gatewayUrl, username, role: 'admin' });
}

/**
 * Sets the capacity of the given packages ({ gold: 1000 }) through PUT /api/admin/settings, and puts the packages
 * named in `onSale` on sale (the server refuses a package that is off sale, as silver is in the seed).
 * @param {{ gatewayUrl: string, token: string, capacities: Record<string, number>, onSale?: string[] }} options
 */
export async function setCapacities({ gatewayUrl, token, capacities, onSale = [] }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(`${gatewayUrl}/api/admin/settings`, { headers });
  if (!current.ok) throw new Error(`reading the settings failed: ${current.status} ${await current.text()}`);
  const settings = await current.json();
  for (const [pkg, capacity] of Object.entries(capacities)) settings.packages[pkg].capacity = capacity;
  for (const pkg of onSale) settings.packages[pkg].onSale = true;
  const saved = await fetch(`${gatewayUrl}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(settings),
  });
  if (!saved.ok) throw new Error(`saving the settings failed: ${saved.status} ${await saved.text()}`);
  return settings;
}
