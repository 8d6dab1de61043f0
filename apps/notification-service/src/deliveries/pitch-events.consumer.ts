import { Injectable } from '@nestjs/common';
import {
  PITCH_REVIEWED,
  PITCH_SUBMITTED,
  pitchReviewedPayload,
  pitchSubmittedPayload,
  type EventEnvelope,
} from '@eventdesk/contracts';
import { OnEvent, type EventDelivery } from '@eventdesk/server-kit';
import { Mailer } from '../mail/mailer';
import { isPitchDecision, renderPitchDecision } from '../mail/templates/pitch-decision';
import { renderPitchReceived } from '../mail/templates/pitch-received';
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

  @OnEvent(PITCH_SUBMITTED)
  async onPitchSubmitted(envelope: EventEnvelope, delivery: EventDelivery): Promise<void> {
    const payload = pitchSubmittedPayload.parse(envelope.payload);
    const mail = renderPitchReceived(payload);
    await this.deliveries.sendOnce(envelope, delivery, {
      channel: 'email',
      recipient: payload.email,
      publicBudget: true,
      send: () =>
        this.mailer.send({ to: payload.email, ...mail, messageId: `<${envelope.id}.email@eventdesk>` }),
    });
  }

  @OnEvent(PITCH_REVIEWED)
  async onPitchReviewed(envelope: EventEnvelope, delivery: EventDelivery): Promise<void> {
    const payload = pitchReviewedPayload.parse(envelope.payload);
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
