import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  staffUserChangedEvent,
  type StaffUserChangedPayload,
} from '@eventdesk/contracts';
import { OnEvent } from '@eventdesk/server-kit';
import { callersRepository } from './callers.repository';

/**
 * The callers' read model follows the gateway's staff accounts. No processed_event row is needed: the version
 * check alone makes a redelivery (or an older event arriving late) change nothing.
 */
@Injectable()
export class StaffUserChangedConsumer {
  private readonly logger = new Logger(StaffUserChangedConsumer.name);

  constructor(private readonly em: EntityManager) {}

  @OnEvent(staffUserChangedEvent)
  async onStaffUserChanged(envelope: EventEnvelope<StaffUserChangedPayload>): Promise<void> {
    const { payload } = envelope;
    const changed = await callersRepository.applyStaffUserChange(this.em.fork(), payload);
    if (!changed) {
      this.logger.debug(
        { userId: payload.userId, version: payload.version },
        'older staff-user event ignored',
      );
    }
  }
}
