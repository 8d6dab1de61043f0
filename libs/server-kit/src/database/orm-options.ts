import { Logger } from '@nestjs/common';
import type { Constructor, MigrationObject } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';

export interface OrmConfig {
  /** The service's own PostgreSQL schema; no query crosses it. */
  schema: string;
  databaseUrl: string;
  entities: Constructor[];
  migrations: MigrationObject[];
  debug?: boolean;
  poolMax?: number;
}

export function ormOptions(config: OrmConfig): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: config.databaseUrl,
    schema: config.schema,
    entities: config.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    allowGlobalContext: false,
    debug: config.debug ?? false,
    // MikroORM's own lines (migrations applied, debug queries) go through the app's JSON logger.
    logger: (message: string) => new Logger('MikroORM').log(message),
    pool: { min: 0, max: config.poolMax ?? 10 },
    discovery: { warnWhenNoEntities: false },
    migrations: {
      // Kept inside the service's schema so services never see each other's migration history.
      tableName: `${config.schema}.mikro_orm_migrations`,
      migrationsList: config.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  };
}
