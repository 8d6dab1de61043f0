import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  defaultPriceTable,
  priceFor,
  REGISTRATION_CREATED,
  registrationCreatedPayload,
  type CreateRegistrationBody,
  type CreateRegistrationResponse,
  type RegistrationView,
} from '@eventdesk/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@eventdesk/server-kit';
import { newPublicRef } from './public-ref';
import { Registration } from './registration.entity';
import { toRegistrationView } from './registration.mapper';

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  /** Stores the registration and its `registration.created` event in one transaction. */
  async create(body: CreateRegistrationBody): Promise<CreateRegistrationResponse> {
    // Coupons arrive with the event settings; until then no coupon is valid and the full price applies.
    const voucher = false;
    const registration = await this.em.fork().transactional(async (em) => {
      const created = em.create(Registration, {
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
        amount: priceFor(defaultPriceTable, body.package, voucher),
        language: body.language,
      });
      await em.flush();
      recordEvent(em, REGISTRATION_CREATED, registrationCreatedPayload, {
        registrationId: created.id,
        ref: created.ref,
        fullName: created.fullName,
        email: created.email,
        phone: created.phone,
        package: created.package,
        amount: created.amount,
        language: created.language,
      });
      return created;
    });
    this.relay.nudge();
    return {
      id: registration.id,
      ref: registration.ref,
      fullName: registration.fullName,
      package: registration.package,
      amount: registration.amount,
      voucher: registration.voucher,
      paymentStatus: registration.paymentStatus,
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
