import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { staffRole, staffRoles, type StaffRole } from '@eventdesk/contracts';
import { loadEnvOrExit, migrateSchema, ormOptions } from '@eventdesk/server-kit';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';
import { StaffUsersService } from '../identity/staff-users.service';

const cliEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.url(),
  STAFF_PASSWORD: z.string().optional(),
  DEV_STAFF_PASSWORD: z.string().optional(),
});

const usage = `usage:
  staff create <username> <role>   role: ${staffRoles.join(' | ')}; password from STAFF_PASSWORD, else a random one is printed
  staff list
  staff seed-dev                   development only: admin (super_admin), manager (admin), lead (lead_manager), caller (user)
                                   with the password in DEV_STAFF_PASSWORD`;

async function main(): Promise<void> {
  const env = loadEnvOrExit(cliEnv);
  const [command, ...args] = process.argv.slice(2);
  const orm = await MikroORM.init(ormOptions(identityOrmConfig(env.DATABASE_URL)));
  try {
    await migrateSchema(orm, IDENTITY_SCHEMA);
    const users = new StaffUsersService(orm.em);
    if (command === 'create') {
      const [username, role] = args;
      if (!username || !staffRole.safeParse(role).success) {
        throw new Error(usage);
      }
      const password = env.STAFF_PASSWORD ?? randomBytes(12).toString('base64url');
      await users.create(username, password, role as StaffRole);
      process.stdout.write(
        `created ${username} (${role})${env.STAFF_PASSWORD ? '' : ` with password ${password}`}\n`,
      );
    } else if (command === 'list') {
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute('select username, role, disabled from identity.staff_user order by id');
      for (const row of rows as Array<{ username: string; role: string; disabled: boolean }>) {
        process.stdout.write(`${row.username}\t${row.role}${row.disabled ? '\tdisabled' : ''}\n`);
      }
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
        await users.create(username, env.DEV_STAFF_PASSWORD, role);
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
