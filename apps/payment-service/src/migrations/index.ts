import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 } from './Migration20261122000000';
import { Migration20261122220000 } from './Migration20261122220000';
import { Migration20261123030000 } from './Migration20261123030000';
import { Migration20261124000000 } from './Migration20261124000000';
import { Migration20261126000000 } from './Migration20261126000000';
import { Migration20261203000000 } from './Migration20261203000000';

/** Listed by hand so the compiled app never globs for migration files. */
export const paymentMigrations: MigrationObject[] = [
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261122220000', class: Migration20261122220000 },
  { name: 'Migration20261123030000', class: Migration20261123030000 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261126000000', class: Migration20261126000000 },
  { name: 'Migration20261203000000', class: Migration20261203000000 },
];
