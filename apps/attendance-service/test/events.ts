import { randomBytes, randomUUID } from 'node:crypto';
import type {
  EventEnvelope,
  PaymentCompletedPayload,
  RegistrationCreatedPayload,
  RegistrationUpdatedPayload,
} from '@eventdesk/contracts';

let nextId = 1000;

export function newRef(): string {
  return randomBytes(16).toString('base64url');
}

export function paymentCompleted(
  overrides: Partial<PaymentCompletedPayload> = {},
): EventEnvelope<PaymentCompletedPayload> {
  nextId += 1;
  return {
    id: randomUUID(),
    name: 'payment.completed.v1',
    occurredAt: new Date().toISOString(),
    payload: {
      paymentId: nextId,
      registrationId: nextId,
      registrationRef: newRef(),
      amount: 3600,
      method: 'card',
      provider: 'sandbox',
      transactionId: `T${nextId}`,
      completedAt: new Date().toISOString(),
      confirmedBy: null,
      fullName: 'Meena Sundaram',
      email: 'meena@example.com',
      phone: '+91 98430 12345',
      package: 'gold',
      ticketNumber: 1,
      language: 'en',
      ...overrides,
    },
  };
}

export function registrationCreated(
  overrides: Partial<RegistrationCreatedPayload> = {},
): EventEnvelope<RegistrationCreatedPayload> {
  nextId += 1;
  return {
    id: randomUUID(),
    name: 'registration.created.v1',
    occurredAt: new Date().toISOString(),
    payload: {
      registrationId: nextId,
      ref: newRef(),
      fullName: 'Arun Kumar',
      email: 'arun@example.com',
      phone: '9876543210',
      package: 'diamond',
      amount: 5100,
      language: 'ta',
      ...overrides,
    },
  };
}

/** registration.updated.v1 for a paid registration, as staff edits or deletes it. */
export function registrationUpdated(
  paid: PaymentCompletedPayload,
  overrides: Partial<RegistrationUpdatedPayload> = {},
): EventEnvelope<RegistrationUpdatedPayload> {
  return {
    id: randomUUID(),
    name: 'registration.updated.v1',
    occurredAt: new Date().toISOString(),
    payload: {
      registrationId: paid.registrationId,
      ref: paid.registrationRef,
      fullName: paid.fullName,
      email: paid.email,
      phone: paid.phone,
      package: paid.package,
      amount: paid.amount,
      language: paid.language,
      paymentStatus: 'completed',
      deleted: false,
      updatedAt: new Date().toISOString(),
      updatedBy: 'admin-1',
      ...overrides,
    },
  };
}
