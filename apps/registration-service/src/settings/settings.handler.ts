import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  settingsRpcs,
  toPublicSettings,
  type EventSettings,
  type PublicEventSettings,
  type UpdateSettingsCommand,
} from '@eventdesk/contracts';
import { Clock, RpcHandler } from '@eventdesk/server-kit';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsHandler {
  constructor(
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  @RpcHandler(settingsRpcs.getPublic)
  async getPublic(): Promise<PublicEventSettings> {
    return toPublicSettings(await this.settings.get(), this.clock.now());
  }

  @RpcHandler(settingsRpcs.get)
  get(): Promise<EventSettings> {
    return this.settings.get();
  }

  @RpcHandler(settingsRpcs.update)
  update(@Payload() command: UpdateSettingsCommand): Promise<EventSettings> {
    return this.settings.update(command.settings, command.updatedBy);
  }
}
