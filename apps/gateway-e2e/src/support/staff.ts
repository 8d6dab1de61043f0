import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { StaffRole } from '@eventdesk/contracts';
import type { Stack } from './stack';

const ROOT = resolve(__dirname, '../../../..');

/** Creates a staff account with the real CLI (as an operator would) and logs in over HTTP; returns the bearer token. */
export async function staffToken(stack: Stack, username: string, role: StaffRole): Promise<string> {
  const { password } = await createStaff(stack, username, role);
  const response = await fetch(`${stack.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) {
    throw new Error(`login as ${username} failed: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}

export interface StaffLogin {
  username: string;
  password: string;
}

/** Creates a staff account with the real CLI and returns what a person types on /admin/login. */
export async function createStaff(stack: Stack, username: string, role: StaffRole): Promise<StaffLogin> {
  const password = randomBytes(12).toString('base64url');
  await promisify(execFile)(
    process.execPath,
    [resolve(ROOT, 'dist/apps/gateway/src/cli/staff.js'), 'create', username, role],
    {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: stack.databaseUrl,
        STAFF_PASSWORD: password,
        NODE_ENV: 'test',
      },
    },
  );
  return { username, password };
}
