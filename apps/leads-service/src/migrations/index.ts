import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 } from './Migration20261122000000';
import { Migration20261124000000 } from './Migration20261124000000';
import { Migration20261124010000 } from './Migration20261124010000';
import { Migration20261125000000 } from './Migration20261125000000';
import { Migration20261126000000 } from './Migration20261126000000';

/** Listed by hand so the compiled app never globs for migration files. */
export const leadsMigrations: MigrationObject[] = [
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261124010000', class: Migration20261124010000 },
  { name: 'Migration20261125000000', class: Migration20261125000000 },
  { name: 'Migration20261126000000', class: Migration20261126000000 },
];
