// Applies every service's pending migrations (each in its own schema). The apps also do this on start when
// MIGRATE_ON_START=true; this command is for deployments that migrate in a separate step. Needs `npm run build`.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const dist = resolve(import.meta.dirname, '..', 'dist');
const { MikroORM } = require('@mikro-orm/postgresql');
const { migrateSchema, ormOptions } = require(`${dist}/libs/server-kit/src`);

const schemas = [
  ['gateway', 'identityOrmConfig'],
  ['registration-service', 'registrationOrmConfig'],
  ['payment-service', 'paymentOrmConfig'],
  ['attendance-service', 'attendanceOrmConfig'],
  ['leads-service', 'leadsOrmConfig'],
  ['notification-service', 'notificationOrmConfig'],
];
for (const [app, factory] of schemas) {
  const config = require(`${dist}/apps/${app}/src/database.js`)[factory](process.env.DATABASE_URL);
  const orm = await MikroORM.init({ ...ormOptions(config), logger: () => undefined });
  const applied = await migrateSchema(orm, config.schema);
  console.log(`${config.schema}: ${applied.length ? applied.join(', ') : 'up to date'}`);
  await orm.close();
}
