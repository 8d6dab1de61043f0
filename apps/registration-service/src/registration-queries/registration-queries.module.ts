import { Module } from '@nestjs/common';
import { RegistrationQueriesHandler } from './registration-queries.handler';
import { RegistrationQueriesService } from './registration-queries.service';

/** Staff reads of registrations (issue 6): list and search, follow-up cards, dashboard, analytics, export. */
@Module({
  controllers: [RegistrationQueriesHandler],
  providers: [RegistrationQueriesService],
})
export class RegistrationQueriesModule {}
