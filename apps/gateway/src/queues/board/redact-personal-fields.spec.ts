import { randomUUID } from 'node:crypto';
import {
  REGISTRATION_CREATED,
  TICKET_ISSUED,
  type EventEnvelope,
  type RegistrationCreatedPayload,
} from '@eventdesk/contracts';
import { REDACTED, redactPersonalFields } from './redact-personal-fields';

describe('redactPersonalFields (what an admin sees of job data on the queue board)', () => {
  const envelope: EventEnvelope<RegistrationCreatedPayload> = {
    id: randomUUID(),
    name: REGISTRATION_CREATED,
    occurredAt: '2026-01-10T09:00:00.000Z',
    correlationId: 'corr-1',
    payload: {
      registrationId: 41,
      ref: 'AbCdEfGhIjKlMnOpQrStUv',
      fullName: 'மீனா சுந்தரம்',
      email: 'meena@example.com',
      phone: '+919876543210',
      package: 'vip',
      amount: 5000,
      language: 'ta',
    },
  };

  it('replaces names, e-mail and phone of an event envelope and keeps ids, amounts and the event name', () => {
    expect(redactPersonalFields(envelope)).toEqual({
      ...envelope,
      payload: {
        ...envelope.payload,
        fullName: REDACTED,
        email: REDACTED,
        phone: REDACTED,
      },
    });
  });

  it('does not change the data it was given (the job in Redis keeps its fields)', () => {
    const before = structuredClone(envelope);
    redactPersonalFields(envelope);
    expect(envelope).toEqual(before);
  });

  it('reaches nested objects, arrays and JSON held in a string', () => {
    const redacted = redactPersonalFields({
      name: TICKET_ISSUED,
      leads: [
        { id: 1, name: 'Arun Kumar', whatsapp: '+91 98', address: { street: '1 Main Rd', city: 'Salem' } },
      ],
      notes: 'call after 6',
      qrToken: 'signed.qr.token',
      uploadedBy: 'lead.manager',
      raw: JSON.stringify({ contact: { emailAddress: 'a@b.c' }, count: 2 }),
    });
    expect(redacted).toEqual({
      name: TICKET_ISSUED,
      leads: [{ id: 1, name: REDACTED, whatsapp: REDACTED, address: REDACTED }],
      notes: REDACTED,
      qrToken: REDACTED,
      uploadedBy: REDACTED,
      raw: JSON.stringify({ contact: { emailAddress: REDACTED }, count: 2 }),
    });
  });

  it('redacts a `name` that is not an event name, and leaves empty fields and plain values alone', () => {
    expect(redactPersonalFields({ name: 'Meena', email: null, phone: undefined })).toEqual({
      name: REDACTED,
      email: null,
      phone: undefined,
    });
    expect(redactPersonalFields(42)).toBe(42);
    expect(redactPersonalFields('not json')).toBe('not json');
    expect(redactPersonalFields(null)).toBeNull();
  });
});
