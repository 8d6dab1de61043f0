import { Module } from '@nestjs/common';
import { ImportsHandler } from './imports.handler';
import { ImportsService } from './imports.service';
import { LeadIntake } from './lead-intake.service';

/** Lead files and import batches; exports the intake that webhook leads are stored through too. */
@Module({ controllers: [ImportsHandler], providers: [ImportsService, LeadIntake], exports: [LeadIntake] })
export class ImportsModule {}
