import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { eventSettings, type EventSettings } from '@eventdesk/contracts';
import { capacitiesOf } from '../seats/seat-capacities';
import { seatsRepository } from '../seats/seats.repository';
import { EventSettingsRow } from './event-settings.entity';

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
    const row = await this.em.fork().findOneOrFail(EventSettingsRow, 1);
    const settings = eventSettings.parse(row.data);
    this.cached = { settings, at: Date.now() };
    return settings;
  }

  async update(settings: EventSettings, updatedBy: string): Promise<EventSettings> {
    const parsed = eventSettings.parse(settings);
    // The seat rows follow the capacities in the same transaction, so a capacity is never saved without its seats.
    await this.em.fork().transactional(async (tx) => {
      await tx.nativeUpdate(EventSettingsRow, { id: 1 }, { data: parsed, updatedAt: new Date(), updatedBy });
      await seatsRepository.syncCapacity(tx, capacitiesOf(parsed));
    });
    this.cached = { settings: parsed, at: Date.now() };
    return parsed;
  }
}
