import { Module } from '@nestjs/common';
import { ReminderFactsHandler } from './reminder-facts.handler';

@Module({ controllers: [ReminderFactsHandler] })
export class ReminderFactsModule {}
