import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminRegistrationRow, SetPaymentStatusCommand } from '@eventdesk/contracts';
import { DomainError, flushChanges, recordAudit } from '@eventdesk/server-kit';
import { stageRegistrationChange } from './registration-changes.repository';
import { recordRegistrationUpdated } from './registration-updated-event';
import { seatsRepository } from '../seats/seats.repository';
import { soldOutError } from '../seats/sold-out';
import { SettingsService } from '../settings/settings.service';
import { readAdminRow } from '../registration-queries/read-admin-row';
import { lockLiveRegistration, staffHoldMinutes } from './live-registration';

export const PAID_STATUS_CHANGE_MESSAGE =
  'Payment already completed: a refund is not supported here, so the payment status cannot change.';

/**
 * Staff set pending / prospect / void (spec admin §4). `completed` comes only from a payment (card callback,
 * confirmed receipt or the manual update in the payment service), never from here.
 *
 * A completed (or complimentary) registration cannot change here at all, void included: its ticket is issued and
 * admits at the door, and voiding would free the sold seat for someone else while that ticket still works, with
 * the money neither refunded nor recorded as such. Cancelling a paid ticket needs a refund flow, which is out of
 * scope; staff can still soft-delete it (super_admin).
 */
@Injectable()
export class PaymentStatusService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  async set(command: SetPaymentStatusCommand): Promise<AdminRegistrationRow> {
    const settings = await this.settings.get();
    await this.em.fork().transactional(async (tx) => {
      const registration = await lockLiveRegistration(tx, command.id);
      const from = registration.paymentStatus;
      const to = command.status;
      if (from === to) {
        return;
      }
      if (from === 'completed' || from === 'privilege_guest') {
        throw new DomainError('PAID_STATUS_LOCKED', PAID_STATUS_CHANGE_MESSAGE);
      }
      let seat: 'released' | 'claimed' | 'unchanged' = 'unchanged';
      if (to === 'void') {
        // The seat, held or not, is free for the next visitor at once.
        seat = (await seatsRepository.release(tx, registration.id)) ? 'released' : 'unchanged';
      } else if (from === 'void') {
        // Back from void: the registration needs a seat again; none free means it stays void (409).
        const claimed = await seatsRepository.claim(
          tx,
          registration.package,
          settings.packages[registration.package].capacity,
          { kind: 'hold', registrationId: registration.id, holdMinutes: staffHoldMinutes(settings) },
        );
        if (!claimed) {
          throw soldOutError('en');
        }
        seat = 'claimed';
      }
      stageRegistrationChange(tx, registration, {
        paymentStatus: to,
        updatedAt: new Date(),
        lastUpdatedBy: command.actor,
      });
      await recordAudit(tx, {
        actor: command.actor,
        action: 'registration.payment-status',
        targetType: 'registration',
        targetId: String(registration.id),
        before: { paymentStatus: from },
        after: { paymentStatus: to, seat, note: command.note ?? null },
      });
      await recordRegistrationUpdated(tx, registration, command.actor);
      await flushChanges(tx);
    });
    return readAdminRow(this.em.fork(), command.id);
  }
}
