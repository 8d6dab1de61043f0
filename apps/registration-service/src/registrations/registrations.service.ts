import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreateRegistrationCommand,
  type CreateRegistrationResponse,
  type RegistrationView,
} from '@eventdesk/contracts';
import { Clock, DomainError, OutboxRelay, storedIdempotentAnswer } from '@eventdesk/server-kit';
import { assertCouponAccepted } from '../coupons/coupon-refused';
import { REGISTRATION_SCHEMA } from '../database';
import { SettingsService } from '../settings/settings.service';
import { assertOnSale } from './on-sale';
import { assertSalesOpen } from './sales-open';
import { newRegistrationData, registerVisitor } from './register-with-seat';
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
   * budget of unpaid seats (409 HOLD_LIMIT), and a typed code that is no coupon (422 COUPON_INVALID). The seat is
   * held for the card checkout (`cardHoldMinutes`).
   */
  async create(command: CreateRegistrationCommand): Promise<CreateRegistrationResponse> {
    const { idempotencyKey, ...body } = command;
    const idempotency = {
      schema: REGISTRATION_SCHEMA,
      scope: 'registration.create',
      key: idempotencyKey,
      request: body,
    };
    const settings = await this.settings.get();
    try {
      assertSalesOpen(settings, this.clock.now(), body.language);
      assertOnSale(settings, body.package, body.language);
      assertCouponAccepted(settings, body.couponCode, body.language);
    } catch (refusal) {
      // A retry of a request answered before the refusal came true (sales closed meanwhile) gets that answer.
      const stored = await storedIdempotentAnswer<CreateRegistrationResponse>(this.em.fork(), idempotency);
      if (stored) {
        return stored.value;
      }
      throw refusal;
    }
    const outcome = await registerVisitor(
      this.em,
      newRegistrationData(body, settings),
      {
        capacity: settings.packages[body.package].capacity,
        holdMinutes: settings.payment.cardHoldMinutes,
        soldOutLanguage: body.language,
      },
      idempotency,
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
