import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventSettings } from '@eventdesk/contracts';
import { EventSettingsRow } from './event-settings.entity';

/** The one settings row (id 1), seeded by the migrations. */
const SETTINGS_ID = 1;

export function readSettingsRow(em: EntityManager): Promise<EventSettingsRow> {
  return em.findOneOrFail(EventSettingsRow, SETTINGS_ID);
}

/** The settings row, locked until the transaction ends: edits by two staff apply one after the other. */
export function lockSettingsRow(tx: EntityManager): Promise<EventSettingsRow | null> {
  return tx.findOne(EventSettingsRow, SETTINGS_ID, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

export async function writeSettings(
  tx: EntityManager,
  data: EventSettings,
  updatedBy: string,
): Promise<void> {
  await tx.nativeUpdate(EventSettingsRow, { id: SETTINGS_ID }, { data, updatedAt: new Date(), updatedBy });
}
