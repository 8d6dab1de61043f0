import { Inject, Injectable } from '@nestjs/common';
import {
  RECEIPT_REJECTED_HOLD_HOURS,
  type ReceiptRejectedPayload,
  type RegistrationCreatedPayload,
  type TicketIssuedPayload,
} from '@eventdesk/contracts';
import { Clock } from '@eventdesk/server-kit';
import { REMINDER_FACTS, type ReminderFactsSource } from './reminder-facts';
import { unpaidStatuses } from './reminder-kinds';
import { ReminderQueue } from './reminder-queue';
import { eventReminderDueAt, holdReminderDueAt, MIN_NOTICE_MS } from './reminder-times';

const HOUR_MS = 3_600_000;

/**
 * Decides, from the events the notification service already consumes, which reminders to schedule and when.
 * Jobs are scheduled whatever the switches say: the switch is read when a reminder comes due, so turning it back
 * on in time still sends it.
 */
@Injectable()
export class ReminderScheduler {
  constructor(
    private readonly queue: ReminderQueue,
    private readonly clock: Clock,
    @Inject(REMINDER_FACTS) private readonly facts: ReminderFactsSource,
  ) {}

  /**
   * A registration staff added holds its seat for the bank/UPI hold. One from the public form holds it for the
   * card checkout (at most a few hours) and gets none: its registration e-mail with the payment link has just
   * gone, and the form's traffic then costs no question to the registration service.
   */
  async registrationCreated(payload: RegistrationCreatedPayload, correlationId?: string): Promise<void> {
    if (payload.staffAdded) {
      await this.holdMayLapse(payload.registrationId, null, correlationId);
    }
  }

  /** A refused receipt keeps the seat RECEIPT_REJECTED_HOLD_HOURS from the rejection (registration side). */
  async receiptRejected(payload: ReceiptRejectedPayload, correlationId?: string): Promise<void> {
    const expected = new Date(new Date(payload.rejectedAt).getTime() + RECEIPT_REJECTED_HOLD_HOURS * HOUR_MS);
    await this.holdMayLapse(payload.registrationId, expected, correlationId);
  }

  /**
   * Every issued ticket (additional tickets too) gets the day-before reminder; one issued after that moment
   * gets none, its ticket e-mail having just said the same.
   */
  async ticketIssued(payload: TicketIssuedPayload, correlationId?: string): Promise<void> {
    const { event, reminders } = await this.facts.settings();
    const dueAt = eventReminderDueAt(event, reminders);
    if (dueAt > this.clock.now()) {
      await this.queue.schedule('event-day-before', payload.registrationId, dueAt, correlationId);
    }
  }

  /**
   * Schedules the hold reminder from the hold the registration service reports, or `expected` if that is later
   * (the registration side may not have applied the same event yet). Too short a hold gets none.
   */
  private async holdMayLapse(
    registrationId: number,
    expected: Date | null,
    correlationId?: string,
  ): Promise<void> {
    const [registration, { reminders }] = await Promise.all([
      this.facts.registration(registrationId),
      this.facts.settings(),
    ]);
    if (!registration || registration.deleted || !unpaidStatuses.has(registration.paymentStatus)) {
      return;
    }
    const held = registration.heldUntil ? new Date(registration.heldUntil).getTime() : 0;
    const heldUntil = Math.max(held, expected?.getTime() ?? 0);
    if (heldUntil === 0) {
      return;
    }
    const dueAt = holdReminderDueAt(new Date(heldUntil), reminders);
    if (dueAt.getTime() - this.clock.now().getTime() < MIN_NOTICE_MS) {
      return;
    }
    await this.queue.schedule('hold-lapse', registrationId, dueAt, correlationId);
  }
}
