import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { eventSettings, type EventSettings } from '@eventdesk/contracts';
import { recordAudit } from '@eventdesk/server-kit';
import { changedFields } from '../registration-changes/changed-fields';
import { capacitiesOf } from '../seats/seat-capacities';
import { seatsRepository } from '../seats/seats.repository';
import { lockSettingsRow, readSettingsRow, writeSettings } from './settings.repository';

/** Replicas re-read at most this often; a change made through this replica is seen at once. */
const CACHE_MS = 2000;

@Injectable()
export class SettingsService {
  private cached: { settings: EventSettings; at: number } | undefined;

  constructor(private readonly em: EntityManager) {}

  async get(): Promise<EventSettings> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) {
      return this.cached.settings;
    }
    const row = await readSettingsRow(this.em.fork());
    const settings = eventSettings.parse(row.data);
    this.cached = { settings, at: Date.now() };
    return settings;
  }

  /** `updatedBy` is the acting staff username: it is stored on the row and is the audit entry's actor. */
  async update(settings: EventSettings, updatedBy: string): Promise<EventSettings> {
    const parsed = eventSettings.parse(settings);
    // The seat rows follow the capacities in the same transaction, so a capacity is never saved without its seats.
    await this.em.fork().transactional(async (tx) => {
      const current = await lockSettingsRow(tx);
      await writeSettings(tx, parsed, updatedBy);
      await seatsRepository.syncCapacity(tx, capacitiesOf(parsed));
      // Only the sections that changed, so the log says what an edit did rather than repeating the whole document.
      const changes = changedFields((current?.data ?? {}) as Partial<EventSettings>, parsed);
      await recordAudit(tx, {
        actor: updatedBy,
        action: 'settings.update',
        targetType: 'settings',
        targetId: null,
        ...changes,
      });
    });
    this.cached = { settings: parsed, at: Date.now() };
    return parsed;
  }
}
