import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isValidCoupon,
  priceFor,
  type CreateRegistrationBody,
  type EventSettings,
  type Language,
  registrationCreatedEvent,
} from '@eventdesk/contracts';
import { phoneKey, recordEvent } from '@eventdesk/server-kit';
import { seatsRepository } from '../seats/seats.repository';
import { soldOutError } from '../seats/sold-out';
import { newPublicRef } from './public-ref';
import type { Registration } from './registration.entity';
import { insertRegistration } from './registrations.repository';

/** The columns of a new registration, decided on the server (the client's amount and `voucher` never count). */
export function newRegistrationData(body: CreateRegistrationBody, settings: EventSettings) {
  const voucher = isValidCoupon(settings, body.couponCode);
  return {
    ref: newPublicRef(),
    fullName: body.fullName,
    email: body.email,
    phone: body.phone,
    phoneKey: phoneKey(body.phone),
    type: body.type,
    businessName: body.type === 'business' ? (body.businessName ?? null) : null,
    package: body.package,
    referenceType: body.referenceType ?? null,
    referredBy: body.referenceType === 'friend' ? (body.referredBy ?? null) : null,
    voucher,
    amount: priceFor(settings.packages, body.package, voucher),
    couponCode: voucher ? (body.couponCode?.trim() ?? null) : null,
    listPrice: voucher ? priceFor(settings.packages, body.package, false) : null,
    language: body.language,
  };
}
export type NewRegistrationData = ReturnType<typeof newRegistrationData>;

export interface RegisterWithSeatOptions {
  capacity: number;
  holdMinutes: number;
  /** The language of the sold-out message (the visitor's, or English for staff). */
  soldOutLanguage: Language;
  /** Staff-only columns (who created it; exempt from the hold budget per contact). */
  extra?: Partial<Pick<Registration, 'lastUpdatedBy' | 'staffAdded'>>;
}

/**
 * Claims a seat, inserts the registration and records `registration.created` inside the caller's transaction:
 * no seat, no registration (SOLD_OUT). The claim comes first and draws the registration id itself, so a sold-out
 * request costs one statement and inserts nothing. Used by the public form and by staff (Add Registration).
 */
export async function registerWithSeat(
  tx: EntityManager,
  data: NewRegistrationData,
  options: RegisterWithSeatOptions,
): Promise<number> {
  const seat = await seatsRepository.claim(tx, data.package, options.capacity, {
    kind: 'hold-new',
    holdMinutes: options.holdMinutes,
  });
  if (!seat) {
    throw soldOutError(options.soldOutLanguage);
  }
  await insertRegistration(tx, { id: seat.registrationId, ...data, ...options.extra });
  await recordEvent(tx, registrationCreatedEvent, {
    registrationId: seat.registrationId,
    ref: data.ref,
    fullName: data.fullName,
    email: data.email,
    phone: data.phone,
    package: data.package,
    amount: data.amount,
    language: data.language,
    ...(options.extra?.staffAdded ? { staffAdded: true } : {}),
  });
  return seat.registrationId;
}
