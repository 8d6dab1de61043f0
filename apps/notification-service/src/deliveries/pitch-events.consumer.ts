import { Injectable } from '@nestjs/common';
import {
  type EventEnvelope,
  pitchReviewedEvent,
  pitchSubmittedEvent,
  type PitchReviewedPayload,
  type PitchSubmittedPayload,
} from '@eventdesk/contracts';
import { OnEvent, type EventDelivery } from '@eventdesk/server-kit';
import { Mailer } from '../mail/mailer';
import { isPitchDecision, renderPitchDecision } from './pitch-decision-email';
import { renderPitchReceived } from './pitch-received-email';
import { DeliveriesService } from './deliveries.service';

/**
 * Pitch applicants hear twice: an acknowledgement when they apply, and the decision when staff change the
 * status to shortlisted, accepted or rejected. Each goes through the delivery log, keyed by the event id, so a
 * re-delivered event sends nothing new. The acknowledgement and a rejection are charged to the applicant's mail
 * budget: anyone can file pitches under someone else's address, and staff clearing such junk reject it in bulk.
 * A shortlist or acceptance is a staff choice to contact that person, and always goes.
 */
@Injectable()
export class PitchEventsConsumer {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly mailer: Mailer,
  ) {}

  @OnEvent(pitchSubmittedEvent)
  async onPitchSubmitted(
    envelope: EventEnvelope<PitchSubmittedPayload>,
    delivery: EventDelivery,
  ): Promise<void> {
    const { payload } = envelope;
    const mail = renderPitchReceived(payload);
    await this.deliveries.sendOnce(envelope, delivery, {
      channel: 'email',
      recipient: payload.email,
      publicBudget: true,
      send: () =>
        this.mailer.send({ to: payload.email, ...mail, messageId: `<${envelope.id}.email@eventdesk>` }),
    });
  }

  @OnEvent(pitchReviewedEvent)
  async onPitchReviewed(
    envelope: EventEnvelope<PitchReviewedPayload>,
    delivery: EventDelivery,
  ): Promise<void> {
    const { payload } = envelope;
    // A note edited without a new status, or a step back to pending, is not news for the applicant.
    if (payload.status === payload.previousStatus || !isPitchDecision(payload.status)) {
      return;
    }
    const mail = renderPitchDecision(payload, payload.status);
    await this.deliveries.sendOnce(envelope, delivery, {
      channel: 'email',
      recipient: payload.email,
      publicBudget: payload.status === 'rejected',
      send: () =>
        this.mailer.send({ to: payload.email, ...mail, messageId: `<${envelope.id}.email@eventdesk>` }),
    });
  }
}
