import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 } from './Migration20261122000000';
import { Migration20261122230000 } from './Migration20261122230000';
import { Migration20261126000000 } from './Migration20261126000000';

/** Listed by hand so the compiled app never globs for migration files. */
export const attendanceMigrations: MigrationObject[] = [
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261122230000', class: Migration20261122230000 },
  { name: 'Migration20261126000000', class: Migration20261126000000 },
];
