import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequiredEntityData } from '@mikro-orm/core';
import { MetaLead } from '../../src/leads/meta-lead.entity';

export type LeadOverrides = Partial<RequiredEntityData<MetaLead>>;

let seq = 0;

/** E.164 of an Indian mobile number written any way (what the import stores for it). */
function indianE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+91${digits.slice(-10)}`;
}

/**
 * A lead as an import stores it, each with its own phone; any field overridden. A given `phoneRaw` (an Indian
 * number written any way) sets `phoneE164` too unless that is given as well.
 */
export function buildLead(overrides: LeadOverrides = {}): RequiredEntityData<MetaLead> {
  seq += 1;
  const phoneRaw = overrides.phoneRaw ?? `9${String(700_000_000 + seq)}`;
  return {
    fullName: `Lead ${seq}`,
    phoneRaw,
    phoneE164: indianE164(phoneRaw),
    email: `lead${seq}@example.com`,
    city: 'Coimbatore',
    platform: 'fb',
    ...overrides,
  };
}

/** A stored lead (a plain insert: ids follow the order of the calls). */
export async function createLead(em: EntityManager, overrides: LeadOverrides = {}): Promise<MetaLead> {
  const fork = em.fork();
  const lead = fork.create(MetaLead, buildLead(overrides));
  await fork.flush();
  return lead;
}
