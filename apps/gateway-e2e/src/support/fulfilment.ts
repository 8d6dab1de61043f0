import { randomUUID } from 'node:crypto';
import type { PaymentCompletedPayload, TicketPackage } from '@eventdesk/contracts';
import { decodeQrPng } from '@eventdesk/testing';
import { waitFor } from './ports';
import type { Stack } from './stack';

export interface Registered {
  id: number;
  ref: string;
  amount: number;
  email: string;
  phone: string;
  fullName: string;
  package: TicketPackage;
}

let counter = 0;

/** POST /api/registrations with a unique e-mail; returns what the payment event needs. */
export async function registerVisitor(
  stack: Stack,
  overrides: { fullName?: string; package?: TicketPackage; language?: 'en' | 'ta'; phone?: string } = {},
): Promise<Registered> {
  counter += 1;
  const body = {
    fullName: overrides.fullName ?? 'Kavitha Raman',
    email: `visitor.${counter}.${Date.now()}@example.com`,
    phone: overrides.phone ?? `+91 98430 ${String(10000 + counter).slice(-5)}`,
    type: 'individual',
    package: overrides.package ?? 'gold',
    language: overrides.language ?? 'en',
  };
  const response = await fetch(`${stack.baseUrl}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  }
  const created = (await response.json()) as { id: number; ref: string; amount: number };
  return { ...created, email: body.email, phone: body.phone, fullName: body.fullName, package: body.package };
}

/**
 * payment.completed.v1 as the payment service emits it: a row in its outbox, which its relay publishes to
 * every consumer (the honest producer path until the card flow lands). Returns the event id.
 */
export async function emitPaymentCompleted(
  stack: Stack,
  registration: Registered,
  overrides: Partial<PaymentCompletedPayload> = {},
): Promise<string> {
  const id = randomUUID();
  const payload: PaymentCompletedPayload = {
    paymentId: registration.id,
    registrationId: registration.id,
    registrationRef: registration.ref,
    amount: registration.amount,
    method: 'upi',
    provider: null,
    transactionId: `UTR${Date.now()}`,
    completedAt: new Date().toISOString(),
    confirmedBy: 'e2e-staff',
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phone,
    package: registration.package,
    ticketNumber: 1,
    language: 'en',
    ...overrides,
  };
  await stack.db.query(
    `insert into payment.outbox_event (id, name, payload, correlation_id) values ($1, $2, $3, $4)`,
    [id, 'payment.completed.v1', JSON.stringify(payload), `e2e-fulfilment-${registration.id}`],
  );
  return id;
}

export interface SunkWhatsApp {
  id: string;
  format: string;
  to: string;
  text: string;
  mediaUrl: string;
}

export async function whatsAppMessages(stack: Stack): Promise<SunkWhatsApp[]> {
  return (await (await fetch(`${stack.whatsappUrl}/messages`)).json()) as SunkWhatsApp[];
}

export async function controlStandIn(url: string, body: object): Promise<void> {
  const response = await fetch(`${url}/control`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) {
    throw new Error(`stand-in control failed: ${response.status}`);
  }
}

/** The attendance service has seen the registration (registration.created) once the page answers. */
export function waitForAttendanceRecord(stack: Stack, ref: string): Promise<Response> {
  return waitFor(`attendance record of ${ref}`, async () => {
    const response = await fetch(`${stack.baseUrl}/api/attendance/${ref}`);
    return response.status === 200 ? response : undefined;
  });
}

/** The ticket exists once the QR endpoint answers 200. */
export function waitForTicket(stack: Stack, ref: string): Promise<{ qrCode: string }> {
  return waitFor(`ticket of ${ref}`, async () => {
    const response = await fetch(`${stack.baseUrl}/api/registrations/${ref}/qrcode`);
    return response.status === 200 ? ((await response.json()) as { qrCode: string }) : undefined;
  });
}

export async function qrTokenOf(qrCode: string): Promise<string> {
  const [token] = await decodeQrPng(Buffer.from(qrCode.replace(/^data:image\/png;base64,/, ''), 'base64'));
  if (!token) {
    throw new Error('the QR code did not decode');
  }
  return token;
}
