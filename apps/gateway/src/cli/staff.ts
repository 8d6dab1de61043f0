import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { z } from 'zod';
import { staffRoles, type StaffRole, type UpdateStaffUserBody } from '@eventdesk/contracts';
import { loadEnvOrExit, migrateSchema, ormOptions } from '@eventdesk/server-kit';
import { connectAuthStore } from '../auth/auth-store';
import { TokenRevocations } from '../auth/token-revocations';
import { gatewayEnvSchema } from '../config/env';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';
import type { StaffActor } from '../identity/staff-actor';
import { StaffUserUpdatesService } from '../identity/staff-user-updates.service';
import { StaffUsersService } from '../identity/staff-users.service';
import { findRepositoryRoot, loadCliEnvFiles } from './cli-env-files';

const cliEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.url(),
  STAFF_PASSWORD: z.string().optional(),
  DEV_STAFF_PASSWORD: z.string().optional(),
  // Only the commands that change an account need them: they end the user's sessions in the gateway's Redis.
  REDIS_URL: gatewayEnvSchema.shape.REDIS_URL.optional(),
  AUTH_KEY_PREFIX: gatewayEnvSchema.shape.AUTH_KEY_PREFIX,
  JWT_TTL_SECONDS: gatewayEnvSchema.shape.JWT_TTL_SECONDS,
});
type CliEnv = z.infer<typeof cliEnv>;

const usage = `usage:
  staff create <username> <role>   role: ${staffRoles.join(' | ')}; password from STAFF_PASSWORD, else a random one is printed
  staff list
  staff disable <username>         ends the user's sessions (needs REDIS_URL, as every command below)
  staff enable <username>
  staff role <username> <role>     ends the user's sessions
  staff password <username>        the new password from STAFF_PASSWORD, else read from stdin; ends the user's sessions
  staff seed-dev                   development only: admin (super_admin), manager (admin), lead (lead_manager), caller (user)
                                   with the password in DEV_STAFF_PASSWORD`;

const CHANGE_COMMANDS = ['disable', 'enable', 'role', 'password'];

/** Audited as the operator's login name: changes made at the CLI are still attributable. */
function cliActor(): StaffActor {
  try {
    return { username: `cli:${userInfo().username}` };
  } catch {
    return { username: 'cli' };
  }
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    process.stderr.write('New password (then Enter, Ctrl-D): ');
  }
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
  }
  return text.replace(/\r?\n$/, '');
}

async function changeAccount(orm: MikroORM, env: CliEnv, command: string, args: string[]): Promise<void> {
  const [username, role] = args;
  if (!username || (command === 'role' && !staffRoles.includes(role as StaffRole))) {
    throw new Error(usage);
  }
  if (!env.REDIS_URL) {
    throw new Error(
      `REDIS_URL is required for "${command}": it ends the user's sessions in the gateway's Redis`,
    );
  }
  const user = await new StaffUsersService(orm.em).findByUsername(username);
  if (!user) {
    throw new Error(`No staff user named ${username}`);
  }
  const patch: UpdateStaffUserBody =
    command === 'disable'
      ? { disabled: true }
      : command === 'enable'
        ? { disabled: false }
        : command === 'role'
          ? { role: role as StaffRole }
          : { password: env.STAFF_PASSWORD ?? (await readStdin()) };
  const redis: Redis = await connectAuthStore(env.REDIS_URL, env.AUTH_KEY_PREFIX);
  try {
    const updates = new StaffUserUpdatesService(orm.em, new TokenRevocations(redis, env.JWT_TTL_SECONDS));
    const view = await updates.update(user.id, patch, cliActor());
    process.stdout.write(`${view.username}\t${view.role}${view.disabled ? '\tdisabled' : ''}\n`);
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  const envFile = loadCliEnvFiles(process.env, findRepositoryRoot(__dirname));
  if (envFile?.endsWith('.env.example')) {
    process.stderr.write(
      `no .env yet: using the development defaults of ${envFile} (npm start writes .env)\n`,
    );
  }
  const env = loadEnvOrExit(cliEnv);
  const [command = '', ...args] = process.argv.slice(2);
  const orm = await MikroORM.init(ormOptions(identityOrmConfig(env.DATABASE_URL)));
  try {
    await migrateSchema(orm, IDENTITY_SCHEMA);
    const users = new StaffUsersService(orm.em);
    if (command === 'create') {
      const [username, role] = args;
      if (!username || !staffRoles.includes(role as StaffRole)) {
        throw new Error(usage);
      }
      const password = env.STAFF_PASSWORD ?? randomBytes(12).toString('base64url');
      const user = await users.create({ username, password, role: role as StaffRole }, cliActor());
      process.stdout.write(
        `created ${user.username} (${role})${env.STAFF_PASSWORD ? '' : ` with password ${password}`}\n`,
      );
    } else if (command === 'list') {
      for (const user of await users.list()) {
        process.stdout.write(`${user.username}\t${user.role}${user.disabled ? '\tdisabled' : ''}\n`);
      }
    } else if (CHANGE_COMMANDS.includes(command)) {
      await changeAccount(orm, env, command, args);
    } else if (command === 'seed-dev') {
      // No default passwords in production: demo accounts exist only outside it.
      if (env.NODE_ENV === 'production') {
        throw new Error('seed-dev refuses to run with NODE_ENV=production');
      }
      if (!env.DEV_STAFF_PASSWORD) {
        throw new Error('DEV_STAFF_PASSWORD is required');
      }
      const demo: Array<[string, StaffRole]> = [
        ['admin', 'super_admin'],
        ['manager', 'admin'],
        ['lead', 'lead_manager'],
        ['caller', 'user'],
      ];
      for (const [username, role] of demo) {
        if (await users.findByUsername(username)) {
          continue;
        }
        await users.create({ username, password: env.DEV_STAFF_PASSWORD, role }, cliActor());
        process.stdout.write(`created ${username} (${role})\n`);
      }
    } else {
      throw new Error(usage);
    }
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
