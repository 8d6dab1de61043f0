import { Logger } from '@nestjs/common';
import { defaultEventSettings, settingsRpcs, type PublicEventSettings } from '@eventdesk/contracts';
import type { RpcClient } from '@eventdesk/server-kit';

export type EventFacts = PublicEventSettings['event'];

export const EVENT_FACTS = Symbol('EVENT_FACTS');

/** Where a ticket message reads the event's name, date, times and venue. */
export interface EventFactsSource {
  get(): Promise<EventFacts>;
}

/** Fixed facts (tests, or a deployment without the registration service). */
export class StaticEventFacts implements EventFactsSource {
  constructor(private readonly facts: EventFacts = defaultEventSettings.event) {}
  get(): Promise<EventFacts> {
    return Promise.resolve(this.facts);
  }
}

/**
 * The event settings staff edit live in the registration service; a ticket e-mail asks for them over RPC and
 * keeps the answer a few minutes. If the service does not answer, the mail still goes out with the last known
 * (or seed) facts rather than waiting: a ticket matters more than a venue line.
 */
export class RpcEventFacts implements EventFactsSource {
  private readonly logger = new Logger('EventFacts');
  private cached: { facts: EventFacts; until: number } | undefined;

  constructor(
    private readonly rpc: RpcClient,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  async get(): Promise<EventFacts> {
    if (this.cached && this.cached.until > Date.now()) {
      return this.cached.facts;
    }
    try {
      const settings = await this.rpc.call(settingsRpcs.getPublic, {});
      this.cached = { facts: settings.event, until: Date.now() + this.ttlMs };
      return settings.event;
    } catch (error) {
      this.logger.warn(`event settings unavailable, using the last known: ${(error as Error).message}`);
      const fallback = this.cached?.facts ?? defaultEventSettings.event;
      this.cached = { facts: fallback, until: Date.now() + 30_000 };
      return fallback;
    }
  }
}
