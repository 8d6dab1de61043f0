import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { migrateSchema } from './migrate';
import { ormOptions, type OrmConfig } from './orm-options';

export interface DatabaseModuleOptions extends OrmConfig {
  migrateOnStart: boolean;
}

/**
 * Provides MikroORM and its root EntityManager. Handlers fork the EntityManager (or open a transaction)
 * per unit of work; the global context is disabled so a shared identity map can never leak between requests.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: MikroORM,
          useFactory: async () => {
            const orm = await MikroORM.init(ormOptions(options));
            if (options.migrateOnStart) {
              const applied = await migrateSchema(orm, options.schema);
              if (applied.length) {
                new Logger('Database').log(`applied migrations: ${applied.join(', ')}`);
              }
            }
            return orm;
          },
        },
        { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
      ],
      exports: [MikroORM, EntityManager],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}
