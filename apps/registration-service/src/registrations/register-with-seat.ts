import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isValidCoupon,
  priceFor,
  type CreateRegistrationBody,
  type CreateRegistrationResponse,
  type EventSettings,
  type Language,
  registrationCreatedEvent,
} from '@eventdesk/contracts';
import {
  currentCorrelationId,
  DomainError,
  emailKey,
  type Idempotent,
  type IdempotentCall,
  idempotencyKeyReusedError,
  phoneKey,
  requestHash,
} from '@eventdesk/server-kit';
import { soldOutError } from '../seats/sold-out';
import { CONTACT_HOLD_LIMIT, CONTACT_HOLD_LOCK, contactHoldLimitError } from './hold-budget';
import { newPublicRef } from './public-ref';
import type { Registration } from './registration.entity';
import {
  type RegisterWithSeatCall,
  registerWithSeatAlone,
  registerWithSeatInTransaction,
} from './registrations.repository';

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

/** `registration.created` as the producer writes it; `register_with_seat` adds the id it draws. */
const createdPayloadWithoutId = registrationCreatedEvent.payload.omit({ registrationId: true });

function registerWithSeatCall(
  data: NewRegistrationData,
  options: RegisterWithSeatOptions,
): Omit<RegisterWithSeatCall, 'idempotency' | 'holdBudget' | 'answer'> {
  return {
    capacity: options.capacity,
    holdMinutes: options.holdMinutes,
    registration: { ...data, ...options.extra },
    // Parsed here as recordEvent does, so a consumer can never receive a shape its schema rejects.
    event: {
      id: randomUUID(),
      name: registrationCreatedEvent.name,
      payload: createdPayloadWithoutId.parse({
        ref: data.ref,
        fullName: data.fullName,
        email: data.email,
        phone: data.phone,
        package: data.package,
        amount: data.amount,
        language: data.language,
        ...(options.extra?.staffAdded ? { staffAdded: true } : {}),
      }),
      correlationId: currentCorrelationId() ?? null,
    },
  };
}

/** The refusals `register_with_seat` raises (by SQLSTATE), as the domain errors a client reads. */
const refusals: Record<string, (detail: string | undefined, language: Language) => DomainError> = {
  ED410: (_detail, language) => soldOutError(language),
  ED429: (detail, language) => contactHoldLimitError(Number(detail) || 1, language),
  ED409: () => idempotencyKeyReusedError(),
};

function refusalOf(error: unknown, language: Language): DomainError | undefined {
  const { code, detail } = error as { code?: string; detail?: string };
  return code && Object.hasOwn(refusals, code) ? refusals[code](detail, language) : undefined;
}

/**
 * Claims a seat, inserts the registration and records `registration.created` inside the caller's transaction:
 * no seat, no registration (SOLD_OUT). The claim comes first and draws the registration id itself, so a sold-out
 * request inserts nothing. Staff (Add Registration): no budget per contact.
 */
export async function registerWithSeat(
  tx: EntityManager,
  data: NewRegistrationData,
  options: RegisterWithSeatOptions,
): Promise<number> {
  try {
    const row = await registerWithSeatInTransaction(tx, {
      ...registerWithSeatCall(data, options),
      idempotency: null,
      holdBudget: null,
      answer: null,
    });
    return row.out_registration_id as number;
  } catch (error) {
    throw refusalOf(error, options.soldOutLanguage) ?? error;
  }
}

/**
 * The public form: the same, plus the budget of unpaid seats per contact (HOLD_LIMIT) and the Idempotency-Key, as
 * one transaction in one round trip. A repeated key gets the stored answer (`replayed`), nothing done.
 */
export async function registerVisitor(
  em: EntityManager,
  data: NewRegistrationData,
  options: RegisterWithSeatOptions,
  idempotency: IdempotentCall,
): Promise<Idempotent<CreateRegistrationResponse>> {
  const answer: Omit<CreateRegistrationResponse, 'id'> = {
    ref: data.ref,
    fullName: data.fullName,
    package: data.package,
    amount: data.amount,
    voucher: data.voucher,
    paymentStatus: 'pending',
  };
  try {
    const row = await registerWithSeatAlone(em, {
      ...registerWithSeatCall(data, options),
      idempotency:
        idempotency.key === undefined
          ? null
          : { scope: idempotency.scope, key: idempotency.key, requestHash: requestHash(idempotency.request) },
      holdBudget: {
        lockClass: CONTACT_HOLD_LOCK,
        limit: CONTACT_HOLD_LIMIT,
        emailKey: emailKey(data.email),
        phoneKey: data.phoneKey,
      },
      answer,
    });
    return { value: row.out_answer as CreateRegistrationResponse, replayed: row.out_replayed };
  } catch (error) {
    throw refusalOf(error, options.soldOutLanguage) ?? error;
  }
}
