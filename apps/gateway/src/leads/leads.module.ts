import { Module } from '@nestjs/common';
import { LeadFileIntake } from './lead-file-intake';
import { LeadImportsController } from './lead-imports.controller';
import { LeadsExportController } from './leads-export.controller';
import { MetaLeadsController } from './meta-leads.controller';
import { RegistrationLeadsController } from './registration-leads.controller';

/** Meta Leads at the edge: every route forwards to leads-service over NATS with the signed-in viewer. */
@Module({
  controllers: [
    LeadImportsController,
    LeadsExportController,
    MetaLeadsController,
    RegistrationLeadsController,
  ],
  providers: [LeadFileIntake],
})
export class LeadsModule {}
