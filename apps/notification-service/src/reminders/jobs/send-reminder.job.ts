import { Inject, Injectable } from '@nestjs/common';
import type { RegistrationReminderFacts } from '@eventdesk/contracts';
import { Clock } from '@eventdesk/server-kit';
import { DeliveriesService } from '../../deliveries/deliveries.service';
import { Mailer } from '../../mail/mailer';
import type { RenderedMail } from '../../mail/rendered-mail';
import type { WhatsAppMessage } from '../../whatsapp/whatsapp-sender';
import { renderEventReminderMessages } from '../event-reminder-messages';
import { renderHoldLapseMessages } from '../hold-lapse-messages';
import { REMINDER_FACTS, type ReminderFactsSource, type ReminderSettingsView } from '../reminder-facts';
import {
  reminderDeliveryId,
  reminderEventNames,
  ticketHolderStatuses,
  unpaidStatuses,
  type ReminderJobData,
  type ReminderKind,
} from '../reminder-kinds';
import { DUE_SLACK_MS, eventReminderDueAt, eventStartsAt, holdReminderDueAt } from '../reminder-times';
import { REMINDER_WHATSAPP, type ReminderWhatsApp } from '../reminder-whatsapp';
import { REMINDERS_OPTIONS, type RemindersOptions } from '../reminders.options';

/** What one run of a reminder job decided. */
export type ReminderOutcome =
  /** Sent now, or already sent (or skipped) by an earlier run: the delivery log decides. */
  | { status: 'sent' }
  /** Not due yet (the hold was extended, the event moved later): the job waits until `dueAt`. */
  | { status: 'not-due'; dueAt: Date }
  /** No longer true or switched off: nothing is sent and the job ends. */
  | { status: 'dropped'; reason: string };

interface Messages {
  mail: RenderedMail;
  whatsapp: WhatsAppMessage;
}

/**
 * Runs when a reminder comes due and checks, from the registration service's current answer, that it is still
 * true: a payment, a void or a deletion after scheduling drops it; a longer hold or a later event date makes it
 * wait. Only then does it send, through the delivery log keyed by (kind, registration), so a job run twice, moved
 * or scheduled again sends once. The messages count against the recipient's mail budget like the other messages a
 * visitor's own form causes.
 */
@Injectable()
export class SendReminderJob {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(REMINDER_FACTS) private readonly facts: ReminderFactsSource,
    @Inject(REMINDER_WHATSAPP) private readonly whatsapp: Record<ReminderKind, ReminderWhatsApp>,
    @Inject(REMINDERS_OPTIONS) private readonly options: Pick<RemindersOptions, 'publicBaseUrl'>,
  ) {}

  async run(data: ReminderJobData, isFinalAttempt = false): Promise<ReminderOutcome> {
    const [settings, registration] = await Promise.all([
      this.facts.settings(),
      this.facts.registration(data.registrationId),
    ]);
    if (!registration || registration.deleted) {
      return { status: 'dropped', reason: 'registration deleted' };
    }
    const decided =
      data.kind === 'hold-lapse'
        ? this.holdLapse(registration, settings)
        : this.eventDayBefore(registration, settings);
    if (!('messages' in decided)) {
      return decided;
    }
    await this.send(data, registration.email, decided.messages, isFinalAttempt);
    return { status: 'sent' };
  }

  private holdLapse(
    registration: RegistrationReminderFacts,
    settings: ReminderSettingsView,
  ): ReminderOutcome | { messages: Messages } {
    if (!settings.reminders.holdLapse) {
      return { status: 'dropped', reason: 'hold reminders are switched off' };
    }
    if (!unpaidStatuses.has(registration.paymentStatus)) {
      return { status: 'dropped', reason: `registration is ${registration.paymentStatus}` };
    }
    const heldUntil = registration.heldUntil ? new Date(registration.heldUntil) : null;
    const now = this.clock.now();
    if (!heldUntil || heldUntil <= now) {
      return { status: 'dropped', reason: 'no seat held any more' };
    }
    const dueAt = holdReminderDueAt(heldUntil, settings.reminders);
    if (dueAt.getTime() - now.getTime() > DUE_SLACK_MS) {
      return { status: 'not-due', dueAt };
    }
    return {
      messages: renderHoldLapseMessages(registration, heldUntil, settings, this.options.publicBaseUrl),
    };
  }

  private eventDayBefore(
    registration: RegistrationReminderFacts,
    settings: ReminderSettingsView,
  ): ReminderOutcome | { messages: Messages } {
    if (!settings.reminders.eventDayBefore) {
      return { status: 'dropped', reason: 'event reminders are switched off' };
    }
    if (!ticketHolderStatuses.has(registration.paymentStatus)) {
      return { status: 'dropped', reason: `registration is ${registration.paymentStatus}` };
    }
    const now = this.clock.now();
    if (eventStartsAt(settings.event) <= now) {
      return { status: 'dropped', reason: 'the event has begun' };
    }
    const dueAt = eventReminderDueAt(settings.event, settings.reminders);
    if (dueAt.getTime() - now.getTime() > DUE_SLACK_MS) {
      return { status: 'not-due', dueAt };
    }
    return { messages: renderEventReminderMessages(registration, settings, this.options.publicBaseUrl) };
  }

  /** E-mail first: a WhatsApp failure retries the job, and the e-mail row already sent is not sent again. */
  private async send(
    data: ReminderJobData,
    email: string,
    messages: Messages,
    isFinalAttempt: boolean,
  ): Promise<void> {
    const envelope = {
      id: reminderDeliveryId(data.kind, data.registrationId),
      name: reminderEventNames[data.kind],
      occurredAt: this.clock.now().toISOString(),
      correlationId: data.correlationId,
      payload: { registrationId: data.registrationId },
    };
    const delivery = { attempt: 1, isFinalAttempt };
    await this.deliveries.sendOnce(envelope, delivery, {
      channel: 'email',
      recipient: email,
      publicBudget: true,
      send: () =>
        this.mailer.send({
          to: email,
          ...messages.mail,
          messageId: `<${envelope.id}.reminder@eventdesk>`,
        }),
    });
    const whatsapp = this.whatsapp[data.kind];
    await this.deliveries.sendOnce(envelope, delivery, {
      channel: 'whatsapp',
      recipient: messages.whatsapp.to,
      // A message that cannot be sent at all is recorded as skipped and charged to nobody.
      publicBudget: !('skipReason' in whatsapp),
      ...('skipReason' in whatsapp
        ? { skipReason: whatsapp.skipReason, send: () => Promise.reject(new Error(whatsapp.skipReason)) }
        : { send: () => whatsapp.sender.send(messages.whatsapp) }),
    });
  }
}
