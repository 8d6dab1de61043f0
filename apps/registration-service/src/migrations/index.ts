import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 } from './Migration20261122000000';
import { Migration20261122100000 } from './Migration20261122100000';
import { Migration20261122200000 } from './Migration20261122200000';
import { Migration20261122210000 } from './Migration20261122210000';
import { Migration20261123000000 } from './Migration20261123000000';
import { Migration20261123010000 } from './Migration20261123010000';
import { Migration20261124000000 } from './Migration20261124000000';
import { Migration20261125100000 } from './Migration20261125100000';
import { Migration20261126000000 } from './Migration20261126000000';
import { Migration20261127120000 } from './Migration20261127120000';
import { Migration20261128090000 } from './Migration20261128090000';
import { Migration20261128120000 } from './Migration20261128120000';
import { Migration20261201000000 } from './Migration20261201000000';
import { Migration20261202000000 } from './Migration20261202000000';
import { Migration20261203090000 } from './Migration20261203090000';
import { Migration20261204090000 } from './Migration20261204090000';
import { Migration20261206090000 } from './Migration20261206090000';

/** Listed by hand so the compiled app never globs for migration files. */
export const registrationMigrations: MigrationObject[] = [
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261122100000', class: Migration20261122100000 },
  { name: 'Migration20261122200000', class: Migration20261122200000 },
  { name: 'Migration20261122210000', class: Migration20261122210000 },
  { name: 'Migration20261123000000', class: Migration20261123000000 },
  { name: 'Migration20261123010000', class: Migration20261123010000 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261125100000', class: Migration20261125100000 },
  { name: 'Migration20261126000000', class: Migration20261126000000 },
  { name: 'Migration20261127120000', class: Migration20261127120000 },
  { name: 'Migration20261128090000', class: Migration20261128090000 },
  { name: 'Migration20261128120000', class: Migration20261128120000 },
  { name: 'Migration20261201000000', class: Migration20261201000000 },
  { name: 'Migration20261202000000', class: Migration20261202000000 },
  { name: 'Migration20261203090000', class: Migration20261203090000 },
  { name: 'Migration20261204090000', class: Migration20261204090000 },
  { name: 'Migration20261206090000', class: Migration20261206090000 },
];
