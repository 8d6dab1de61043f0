import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  settingsPatterns,
  toPublicSettings,
  updateSettingsCommand,
  type EventSettings,
  type PublicEventSettings,
} from '@eventdesk/contracts';
import { Clock } from '@eventdesk/server-kit';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsHandler {
  constructor(
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  @MessagePattern(settingsPatterns.getPublic)
  async getPublic(): Promise<PublicEventSettings> {
    return toPublicSettings(await this.settings.get(), this.clock.now());
  }

  @MessagePattern(settingsPatterns.get)
  get(): Promise<EventSettings> {
    return this.settings.get();
  }

  @MessagePattern(settingsPatterns.update)
  update(@Payload() payload: unknown): Promise<EventSettings> {
    const command = updateSettingsCommand.parse(payload);
    return this.settings.update(command.settings, command.updatedBy);
  }
}
