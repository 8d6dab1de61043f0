import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequiredEntityData } from '@mikro-orm/core';
import { StaffMember } from '../../src/callers/staff-member.entity';

let seq = 0;

/** A staff account as the callers' read model holds it: an active caller unless overridden. */
export function buildStaffMember(overrides: Partial<RequiredEntityData<StaffMember>> = {}) {
  seq += 1;
  return {
    userId: 1000 + seq,
    username: `caller-${seq}`,
    role: 'user' as const,
    disabled: false,
    version: '1',
    ...overrides,
  } satisfies RequiredEntityData<StaffMember>;
}

export async function createStaffMember(
  em: EntityManager,
  overrides: Partial<RequiredEntityData<StaffMember>> = {},
): Promise<StaffMember> {
  const fork = em.fork();
  const member = fork.create(StaffMember, buildStaffMember(overrides));
  await fork.flush();
  return member;
}
