import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  registrationRpcs,
  type RegistrationReminderFacts,
  type ReminderFactsQuery,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { readReminderFacts } from './reminder-facts.repository';

/** Answers the notification service's reminder jobs (see libs/contracts registration/rpc/reminder-facts.ts). */
@Controller()
export class ReminderFactsHandler {
  constructor(private readonly em: EntityManager) {}

  @RpcHandler(registrationRpcs.reminderFacts)
  facts(@Payload() query: ReminderFactsQuery): Promise<RegistrationReminderFacts | null> {
    return readReminderFacts(this.em.fork(), query.registrationId);
  }
}
