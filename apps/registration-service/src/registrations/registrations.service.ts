import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  isValidCoupon,
  priceFor,
  REGISTRATION_CREATED,
  registrationCreatedPayload,
  type CreateRegistrationBody,
  type CreateRegistrationResponse,
  type RegistrationView,
} from '@eventdesk/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@eventdesk/server-kit';
import { seatsRepository } from '../seats/seats.repository';
import { soldOutError } from '../seats/sold-out';
import { SettingsService } from '../settings/settings.service';
import { newPublicRef } from './public-ref';
import { Registration } from './registration.entity';
import { toRegistrationView } from './registration.mapper';

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Claims a seat, stores the registration and its `registration.created` event in one transaction: no seat, no
   * registration (409 SOLD_OUT). The seat is held for the card checkout (`cardHoldMinutes`).
   */
  async create(body: CreateRegistrationBody): Promise<CreateRegistrationResponse> {
    const settings = await this.settings.get();
    // The client's `voucher` flag is ignored: only a coupon code that matches the settings discounts.
    const voucher = isValidCoupon(settings, body.couponCode);
    const data = {
      ref: newPublicRef(),
      fullName: body.fullName,
      email: body.email,
      phone: body.phone,
      type: body.type,
      businessName: body.type === 'business' ? (body.businessName ?? null) : null,
      package: body.package,
      referenceType: body.referenceType ?? null,
      referredBy: body.referenceType === 'friend' ? (body.referredBy ?? null) : null,
      voucher,
      amount: priceFor(settings.packages, body.package, voucher),
      language: body.language,
    };
    // Plain statements, no unit of work: this is the hot path of a ticket rush. The claim comes first and draws
    // the registration id itself, so a sold-out request costs one statement and inserts nothing.
    const id = await this.em.fork().transactional(async (em) => {
      const seat = await seatsRepository.claim(em, body.package, settings.packages[body.package].capacity, {
        kind: 'hold-new',
        holdMinutes: settings.payment.cardHoldMinutes,
      });
      if (!seat) {
        throw soldOutError(body.language);
      }
      await em.insert<Registration>(Registration, { id: seat.registrationId, ...data });
      await recordEvent(em, REGISTRATION_CREATED, registrationCreatedPayload, {
        registrationId: seat.registrationId,
        ref: data.ref,
        fullName: data.fullName,
        email: data.email,
        phone: data.phone,
        package: data.package,
        amount: data.amount,
        language: data.language,
      });
      return seat.registrationId;
    });
    this.relay.nudge();
    return {
      id,
      ref: data.ref,
      fullName: data.fullName,
      package: data.package,
      amount: data.amount,
      voucher,
      paymentStatus: 'pending',
    };
  }

  async getByRef(ref: string): Promise<RegistrationView> {
    const em = this.em.fork();
    const registration = await em.findOne(Registration, { ref, deleted: false });
    if (!registration) {
      throw new DomainError('NOT_FOUND', 'Registration not found');
    }
    const parent = registration.parentRegistrationId
      ? await em.findOne(Registration, { id: registration.parentRegistrationId }, { fields: ['ref'] })
      : null;
    return toRegistrationView(registration, parent?.ref ?? null);
  }

  /**
   * Staff void (the admin issue calls this): the registration becomes `void` and its seat, held or sold, is
   * free for the next visitor at once. Voiding twice changes nothing.
   */
  async voidRegistration(id: number): Promise<{ seatReleased: boolean }> {
    return this.em.fork().transactional(async (tx) => {
      const registration = await tx.findOne(Registration, { id }, { fields: ['id', 'paymentStatus'] });
      if (!registration) {
        throw new DomainError('NOT_FOUND', 'Registration not found');
      }
      await tx.nativeUpdate(Registration, { id }, { paymentStatus: 'void' });
      return { seatReleased: await seatsRepository.release(tx, id) };
    });
  }
}
