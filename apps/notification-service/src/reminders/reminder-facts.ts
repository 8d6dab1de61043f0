import {
  registrationRpcs,
  settingsRpcs,
  type PublicEventSettings,
  type RegistrationReminderFacts,
} from '@eventdesk/contracts';
import type { RpcClient } from '@eventdesk/server-kit';

export const REMINDER_FACTS = Symbol('REMINDER_FACTS');

/** What a reminder reads when it is scheduled and again when it comes due. */
export type ReminderSettingsView = Pick<PublicEventSettings, 'event' | 'reminders'>;

export interface ReminderFactsSource {
  /** Null: no such registration. */
  registration(registrationId: number): Promise<RegistrationReminderFacts | null>;
  settings(): Promise<ReminderSettingsView>;
}

/**
 * Asks the registration service, which owns both, over RPC. A failure throws, so the job is retried later
 * rather than sending on stale facts (a reminder to pay after the payment came in is worse than a late one).
 * Settings are kept a minute: a switch turned off applies to reminders due after that.
 */
export class RpcReminderFacts implements ReminderFactsSource {
  private cached: { settings: ReminderSettingsView; until: number } | undefined;

  constructor(
    private readonly rpc: RpcClient,
    private readonly settingsTtlMs = 60_000,
  ) {}

  registration(registrationId: number): Promise<RegistrationReminderFacts | null> {
    return this.rpc.call(registrationRpcs.reminderFacts, { registrationId });
  }

  async settings(): Promise<ReminderSettingsView> {
    if (this.cached && this.cached.until > Date.now()) {
      return this.cached.settings;
    }
    const { event, reminders } = await this.rpc.call(settingsRpcs.getPublic, {});
    const settings = { event, reminders };
    this.cached = { settings, until: Date.now() + this.settingsTtlMs };
    return settings;
  }
}
