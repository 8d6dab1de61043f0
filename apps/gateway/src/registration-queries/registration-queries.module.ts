import { Module } from '@nestjs/common';
import { AdminRegistrationsController } from './admin-registrations.controller';
import { RegistrationsExportController } from './registrations-export.controller';

/** Staff reads of registrations at the edge. The export comes first: its path would match `registrations/:id`. */
@Module({
  controllers: [RegistrationsExportController, AdminRegistrationsController],
})
export class RegistrationQueriesModule {}
