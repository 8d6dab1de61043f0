import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  registrationPatterns,
  reminderFactsQuery,
  type RegistrationReminderFacts,
} from '@eventdesk/contracts';
import { readReminderFacts } from './reminder-facts.repository';

/** Answers the notification service's reminder jobs (see libs/contracts registration/rpc/reminder-facts.ts). */
@Controller()
export class ReminderFactsHandler {
  constructor(private readonly em: EntityManager) {}

  @MessagePattern(registrationPatterns.reminderFacts)
  facts(@Payload() payload: unknown): Promise<RegistrationReminderFacts | null> {
    return readReminderFacts(this.em.fork(), reminderFactsQuery.parse(payload).registrationId);
  }
}
