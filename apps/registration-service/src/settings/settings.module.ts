import { Module } from '@nestjs/common';
import { SettingsHandler } from './settings.handler';
import { SettingsService } from './settings.service';

@Module({ controllers: [SettingsHandler], providers: [SettingsService], exports: [SettingsService] })
export class SettingsModule {}
