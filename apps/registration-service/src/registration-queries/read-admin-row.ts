import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminRegistrationRow } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { toAdminRegistrationRow } from './admin-row.mapper';
import { registrationQueriesRepository } from './registration-queries.repository';

/** One live registration as staff see it: the answer of the list's row, of GET by id and of every staff change. */
export async function readAdminRow(em: EntityManager, id: number): Promise<AdminRegistrationRow> {
  const row = await registrationQueriesRepository.byId(em, id);
  if (!row) {
    throw new DomainError('NOT_FOUND', 'Registration not found');
  }
  return toAdminRegistrationRow(row);
}
