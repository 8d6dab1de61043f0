import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { CouponsHandler } from './coupons.handler';
import { CouponsService } from './coupons.service';

@Module({ imports: [SettingsModule], controllers: [CouponsHandler], providers: [CouponsService] })
export class CouponsModule {}
