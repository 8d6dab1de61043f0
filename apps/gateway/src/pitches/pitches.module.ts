import { Module } from '@nestjs/common';
import { AdminPitchApplicationsController } from './admin-pitch-applications.controller';
import { PitchApplicationsController } from './pitch-applications.controller';
import { PitchDocumentIntake } from './pitch-document-intake';

/** Pitch applications at the edge: the public multipart form and the staff review routes. */
@Module({
  controllers: [PitchApplicationsController, AdminPitchApplicationsController],
  providers: [PitchDocumentIntake],
})
export class PitchesModule {}
