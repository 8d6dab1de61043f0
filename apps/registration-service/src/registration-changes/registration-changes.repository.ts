import type { EntityData, EntityManager } from '@mikro-orm/postgresql';
import type { Registration } from '../registrations/registration.entity';

/**
 * A staff change on a locked registration, in memory: the events recorded next read the new values, and
 * `flushChanges` (or the commit) writes the UPDATE after them.
 */
export function stageRegistrationChange(
  tx: EntityManager,
  registration: Registration,
  change: EntityData<Registration>,
): void {
  tx.assign(registration, change);
}
