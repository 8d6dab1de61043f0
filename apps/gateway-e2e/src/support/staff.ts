import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { StaffRole } from '@eventdesk/contracts';
import type { Stack } from './stack';

const ROOT = resolve(__dirname, '../../../..');

/** Creates a staff account with the real CLI (as an operator would) and logs in over HTTP; returns the bearer token. */
export async function staffToken(stack: Stack, username: string, role: StaffRole): Promise<string> {
  return loginToken(stack, await createStaff(stack, username, role));
}

/** Logs an existing staff account in over HTTP; returns the bearer token. */
export async function loginToken(stack: Stack, { username, password }: StaffLogin): Promise<string> {
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

/** Types the account into /admin/login as a person would. */
export async function loginInBrowser(page: Page, stack: Stack, who: StaffLogin): Promise<void> {
  await page.goto(`${stack.baseUrl}/admin/login`);
  await page.locator('#login-username').fill(who.username);
  await page.locator('#login-password').fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
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
