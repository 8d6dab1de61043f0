// What one visitor (or the door) does, step by step over HTTP as the browser does it: register, pay by card
// through the sandbox, upload a bank/UPI receipt that staff confirm, have a ticket scanned. Every request goes
// through withRetries (the web app's rule) and is recorded; every outcome lands in ctx.results.
import { randomBytes, randomUUID } from 'node:crypto';
import { readForm } from '../../../apps/gateway-e2e/src/support/payments.ts';
import { nextContact } from '../../../bench/lib/visitors.mjs';
import { sleep } from '../../../bench/lib/procs.mjs';
import { json, retryable, send, VISITOR_PRESS_GAP_MS, VISITOR_PRESSES, withRetries } from './http.mjs';
import { qrTokenOf } from './qr.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

/** A small valid PNG padded past the receipt's 10 kB minimum (the type is decided by its bytes). */
const RECEIPT_PNG = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(12_000, 3),
]);

const utr = () => String(100_000_000_000 + (randomBytes(5).readUIntBE(0, 5) % 900_000_000_000));

/**
 * POST /api/registrations with one Idempotency-Key per submission (retried with the same key). Resolves the
 * registration ({ id, ref, amount, ... }) on 201, otherwise undefined; the submission is recorded either way.
 */
export async function register(ctx, pkg) {
  const contact = nextContact(`faults-${ctx.runId}`);
  const key = randomUUID();
  const language = Math.random() < 0.2 ? 'ta' : 'en';
  const body = JSON.stringify({
    fullName: 'Fault Visitor',
    ...contact,
    type: 'individual',
    package: pkg,
    language,
  });
  const source = ctx.nextSource();
  const sentAt = Date.now();
  let response;
  let tries = 0;
  // The automatic tries, then the visitor's own presses with the same values (the same key goes again).
  for (let press = 0; press <= VISITOR_PRESSES; press += 1) {
    if (press > 0) await sleep(VISITOR_PRESS_GAP_MS);
    const pressed = await withRetries(ctx.record, 'register', () =>
      send(`${ctx.baseUrl}/api/registrations`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, 'idempotency-key': key, 'accept-language': language },
        body,
        localAddress: source,
      }),
    );
    response = pressed.response;
    tries += pressed.tries;
    if (!retryable(response.status)) break;
  }
  const submission = {
    email: contact.email,
    key,
    package: pkg,
    sentAt,
    answeredAt: Date.now(),
    status: response.status,
    tries,
  };
  ctx.results.submissions.push(submission);
  if (response.status !== 201) return undefined;
  const created = json(response);
  Object.assign(submission, { id: created.id, ref: created.ref });
  return { ...created, ...contact, package: pkg, source };
}

/** One step of a journey; a final answer other than `expected` ends the journey, recorded as failed at `kind`. */
async function step(ctx, kind, expected, make) {
  const { response } = await withRetries(ctx.record, kind, make);
  if (!expected.includes(response.status)) {
    throw Object.assign(new Error(`${kind}: ${response.status}`), { kind, status: response.status });
  }
  return response;
}

const failedAt = (error) => ({
  failedAt: error.kind ?? 'client',
  status: error.status ?? String(error.message),
});

/** initiate → our auto-submit page → the sandbox checkout → Success → our callback (303 to /success). */
export async function payByCard(ctx, registration) {
  const at = (path) => new URL(path, ctx.baseUrl).toString();
  const localAddress = registration.source;
  const payment = { id: registration.id, ref: registration.ref, startedAt: Date.now() };
  ctx.results.cardPayments.push(payment);
  try {
    const initiated = json(
      await step(ctx, 'initiate', [200], () =>
        send(at('/api/initiate_payment'), {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ ref: registration.ref }),
          localAddress,
        }),
      ),
    );
    payment.orderId = initiated.orderId;
    const ours = await step(ctx, 'checkout', [200], () => send(at(initiated.paymentUrl), { localAddress }));
    const checkout = readForm(ours.body.toString('utf8'));
    const opened = await step(ctx, 'checkout', [303], () =>
      send(at(checkout.action), {
        method: 'POST',
        headers: FORM_HEADERS,
        body: new URLSearchParams(checkout.fields).toString(),
        localAddress,
      }),
    );
    const page = at(opened.headers.location);
    await step(ctx, 'checkout', [200], () => send(page, { localAddress }));
    const completed = await step(ctx, 'checkout', [200], () =>
      send(`${page}/complete`, {
        method: 'POST',
        headers: FORM_HEADERS,
        body: new URLSearchParams({ outcome: 'Success' }).toString(),
        localAddress,
      }),
    );
    const back = readForm(completed.body.toString('utf8'));
    const result = await step(ctx, 'callback', [303], () =>
      send(at(back.action), {
        method: 'POST',
        headers: FORM_HEADERS,
        body: new URLSearchParams(back.fields).toString(),
        localAddress,
      }),
    );
    payment.location = new URL(result.headers.location, ctx.baseUrl).pathname;
    payment.paid = payment.location === '/success';
    if (payment.paid) ctx.toScan.push({ ...registration, paidAt: Date.now() });
  } catch (error) {
    Object.assign(payment, failedAt(error));
  }
  return payment;
}

/** The visitor uploads a receipt (multipart, with an Idempotency-Key); an admin confirms it with the amount due. */
export async function payByReceipt(ctx, registration) {
  const proof = { id: registration.id, ref: registration.ref, startedAt: Date.now() };
  ctx.results.receiptPayments.push(proof);
  const transactionId = utr();
  const key = randomUUID();
  try {
    const form = new FormData();
    form.append('image', new Blob([RECEIPT_PNG], { type: 'image/png' }), 'upi-receipt.png');
    form.append('transactionId', transactionId);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const uploaded = json(
      await step(ctx, 'receipt', [201], () =>
        send(`${ctx.baseUrl}/api/payments/${registration.ref}/proof`, {
          method: 'POST',
          headers: { 'content-type': encoded.headers.get('content-type'), 'idempotency-key': key },
          body,
          localAddress: registration.source,
        }),
      ),
    );
    proof.proofId = uploaded.proofId;
    // A retried confirmation whose first answer was lost meets 409 "already confirmed": the database tells.
    const confirmed = await step(ctx, 'confirm', [201, 409], () =>
      send(`${ctx.baseUrl}/api/admin/payment-proofs/${uploaded.proofId}/confirm`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, authorization: `Bearer ${ctx.adminToken}` },
        body: JSON.stringify({ amount: registration.amount, method: 'upi', transactionId }),
      }),
    );
    proof.confirmStatus = confirmed.status;
    proof.paid = confirmed.status === 201;
    if (proof.paid) ctx.toScan.push({ ...registration, paidAt: Date.now() });
  } catch (error) {
    Object.assign(proof, failedAt(error));
  }
  return proof;
}

/**
 * The door: the ticket's QR (once issued; until then 404 and the visitor is asked again later), decoded, then
 * scanned with a nonce (a retried scan is the same scan). Returns false when no paid visitor was waiting.
 */
export async function scanNext(ctx) {
  const visitor = ctx.toScan.shift();
  if (!visitor) return false;
  const { response } = await withRetries(ctx.record, 'qrcode', () =>
    send(`${ctx.baseUrl}/api/registrations/${visitor.ref}/qrcode`, { localAddress: visitor.source }),
  );
  if (response.status === 404) {
    ctx.toScan.push(visitor);
    return true;
  }
  const scan = { id: visitor.id, ref: visitor.ref, at: Date.now() };
  ctx.results.scans.push(scan);
  if (response.status !== 200) {
    Object.assign(scan, { failedAt: 'qrcode', status: response.status });
    return true;
  }
  const qrToken = await qrTokenOf(json(response).qrCode);
  const nonce = randomBytes(12).toString('base64url');
  const { response: scanned } = await withRetries(ctx.record, 'scan', () =>
    send(`${ctx.baseUrl}/api/attendance/scan`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${ctx.doorToken}` },
      body: JSON.stringify({ qrToken, nonce }),
    }),
  );
  Object.assign(scan, { status: scanned.status, admitted: scanned.status === 200 });
  return true;
}
