// Staff access for benches that change event settings: an admin created with the real CLI (as an operator
// would), a login through the gateway, and the settings update that also adds or removes the seat rows.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './stack.mjs';

/** Creates `username` as an admin in `databaseUrl` and returns a bearer token from the gateway. */
export async function adminToken({ databaseUrl, gatewayUrl, username = 'bench-admin' }) {
  const password = `bench-${randomBytes(12).toString('base64url')}`;
  await promisify(execFile)(
    process.execPath,
    [join(root, 'dist/apps/gateway/src/cli/staff.js'), 'create', username, 'admin'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        DATABASE_URL: databaseUrl,
        STAFF_PASSWORD: password,
        NODE_ENV: 'production',
      },
      timeout: 60_000,
    },
  );
  const response = await fetch(`${gatewayUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`bench admin login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** Sets the capacity of the given packages ({ gold: 1000 }) through PUT /api/admin/settings. */
export async function setCapacities({ gatewayUrl, token, capacities }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(`${gatewayUrl}/api/admin/settings`, { headers });
  if (!current.ok) throw new Error(`reading the settings failed: ${current.status} ${await current.text()}`);
  const settings = await current.json();
  for (const [pkg, capacity] of Object.entries(capacities)) settings.packages[pkg].capacity = capacity;
  const saved = await fetch(`${gatewayUrl}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(settings),
  });
  if (!saved.ok) throw new Error(`saving the settings failed: ${saved.status} ${await saved.text()}`);
  return settings;
}
