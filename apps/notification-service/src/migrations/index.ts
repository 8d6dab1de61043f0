import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 } from './Migration20261122000000';
import { Migration20261122240000 } from './Migration20261122240000';
import { Migration20261125100000 } from './Migration20261125100000';
import { Migration20261126000000 } from './Migration20261126000000';
import { Migration20261202000000 } from './Migration20261202000000';
import { Migration20261205090000 } from './Migration20261205090000';

/** Listed by hand so the compiled app never globs for migration files. */
export const notificationMigrations: MigrationObject[] = [
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261122240000', class: Migration20261122240000 },
  { name: 'Migration20261125100000', class: Migration20261125100000 },
  { name: 'Migration20261126000000', class: Migration20261126000000 },
  { name: 'Migration20261202000000', class: Migration20261202000000 },
  { name: 'Migration20261205090000', class: Migration20261205090000 },
];
