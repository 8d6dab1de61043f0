import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { RegistrationFigures } from './registration-figures';

/** This service's business figures on /metrics (the Metrics provider itself comes from the service core). */
@Module({ imports: [SettingsModule], providers: [RegistrationFigures] })
export class RegistrationMetricsModule {}
