import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffRole } from '@eventdesk/contracts';
import { StaffUser } from './staff-user.entity';

/** Inserts the account now (a taken username fails here, as UniqueConstraintViolationException). */
export async function insertStaffUser(
  em: EntityManager,
  account: { username: string; passwordHash: string; role: StaffRole },
): Promise<StaffUser> {
  const user = em.create(StaffUser, account);
  await em.flush();
  return user;
}

/** The account under its row lock until the transaction ends, or null. */
export function lockStaffUser(em: EntityManager, id: number): Promise<StaffUser | null> {
  return em.findOne(StaffUser, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Writes the changes made to accounts this EntityManager loaded. */
export async function saveStaffUsers(em: EntityManager): Promise<void> {
  await em.flush();
}

/** `username` as stored: trimmed and lower case. */
export function findStaffUserByUsername(em: EntityManager, username: string): Promise<StaffUser | null> {
  return em.findOne(StaffUser, { username });
}

export function listStaffUsers(em: EntityManager): Promise<StaffUser[]> {
  return em.find(StaffUser, {}, { orderBy: { id: 'asc' } });
}
