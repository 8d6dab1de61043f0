import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreateRegistrationCommand,
  type CreateRegistrationResponse,
  type RegistrationView,
} from '@eventdesk/contracts';
import { Clock, DomainError, OutboxRelay, runIdempotent } from '@eventdesk/server-kit';
import { assertCouponAccepted } from '../coupons/coupon-refused';
import { REGISTRATION_SCHEMA } from '../database';
import { SettingsService } from '../settings/settings.service';
import { assertContactHoldBudget } from './hold-budget';
import { assertOnSale } from './on-sale';
import { assertSalesOpen } from './sales-open';
import { newRegistrationData, registerWithSeat } from './register-with-seat';
import { toRegistrationView } from './registration.mapper';
import { findLiveRegistrationByRef, refOf } from './registrations.repository';

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly settings: SettingsService,
    private readonly clock: Clock = new Clock(),
  ) {}

  /**
   * Claims a seat, stores the registration and its `registration.created` event in one transaction: no seat, no
   * registration (409 SOLD_OUT); a package off sale is refused (409), and so is a contact that already holds its
   * budget of unpaid seats (409 HOLD_LIMIT), and a typed code that is no coupon (422 COUPON_INVALID). The seat is held for the card checkout (`cardHoldMinutes`).
   */
  async create(command: CreateRegistrationCommand): Promise<CreateRegistrationResponse> {
    const { idempotencyKey, ...body } = command;
    const settings = await this.settings.get();
    // Plain statements, no unit of work: this is the hot path of a ticket rush.
    const outcome = await this.em.fork().transactional((em) =>
      runIdempotent(
        em,
        { schema: REGISTRATION_SCHEMA, scope: 'registration.create', key: idempotencyKey, request: body },
        async (): Promise<CreateRegistrationResponse> => {
          assertSalesOpen(settings, this.clock.now(), body.language);
          assertOnSale(settings, body.package, body.language);
          assertCouponAccepted(settings, body.couponCode, body.language);
          const data = newRegistrationData(body, settings);
          await assertContactHoldBudget(em, data, body.language);
          const id = await registerWithSeat(em, data, {
            capacity: settings.packages[body.package].capacity,
            holdMinutes: settings.payment.cardHoldMinutes,
            soldOutLanguage: body.language,
          });
          return {
            id,
            ref: data.ref,
            fullName: data.fullName,
            package: data.package,
            amount: data.amount,
            voucher: data.voucher,
            paymentStatus: 'pending',
          };
        },
      ),
    );
    if (!outcome.replayed) {
      this.relay.nudge();
    }
    return outcome.value;
  }

  async getByRef(ref: string): Promise<RegistrationView> {
    const em = this.em.fork();
    const registration = await findLiveRegistrationByRef(em, ref);
    if (!registration) {
      throw new DomainError('NOT_FOUND', 'Registration not found');
    }
    const parentRef = registration.parentRegistrationId
      ? await refOf(em, registration.parentRegistrationId)
      : null;
    return toRegistrationView(registration, parentRef);
  }
}
