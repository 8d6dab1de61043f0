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
import { newPublicRef } from './public-ref';
import { SettingsService } from '../settings/settings.service';
import { Registration } from './registration.entity';
import { toRegistrationView } from './registration.mapper';

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly settings: SettingsService,
  ) {}

  /** Stores the registration and its `registration.created` event in one transaction. */
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
    // Plain inserts, no unit of work: this is the hot path of a ticket rush.
    const id = await this.em.fork().transactional(async (em) => {
      const registrationId = await em.insert<Registration>(Registration, data);
      await recordEvent(em, REGISTRATION_CREATED, registrationCreatedPayload, {
        registrationId,
        ref: data.ref,
        fullName: data.fullName,
        email: data.email,
        phone: data.phone,
        package: data.package,
        amount: data.amount,
        language: data.language,
      });
      return registrationId;
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
}
