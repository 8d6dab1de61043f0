import { randomBytes } from 'node:crypto';
import { waitFor } from './support/ports';
import { postForm, register, sandboxResponse } from './support/payments';
import { staffToken } from './support/staff';
import { setBankDetails } from './support/bank-details';
import { startStack, type Stack } from './support/stack';

/** A small valid PNG, padded to `size` bytes. */
function png(size = 12_000): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 3)]);
}

function proofForm(bytes: Buffer | null, fileName: string, transactionId = 'UTR4123456789012'): FormData {
  const form = new FormData();
  if (bytes) {
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
  }
  form.append('transactionId', transactionId);
  return form;
}

describe('payments through real processes (sandbox card provider)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack('payments');
    await setBankDetails(stack);
  }, 120_000);
  afterAll(() => stack?.stop());

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await stack.db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n);
  const completedEvents = (registrationId: number) =>
    count(`payment.outbox_event where name = 'payment.completed.v1' and payload->>'registrationId' = $1`, [
      String(registrationId),
    ]);
  const callback = (fields: Record<string, string>) =>
    postForm(`${stack.baseUrl}/api/payment/callback`, fields);

  it('tells the web app the sandbox is active', async () => {
    const response = await fetch(`${stack.baseUrl}/api/payment-config`);
    expect(await response.json()).toEqual({ provider: 'sandbox', testPayments: false });
  });

  it('charges the registration’s amount whatever initiate_payment is sent', async () => {
    const registration = await register(stack, { package: 'vip' });
    const { orderId, amount, sandboxPage } = await sandboxResponse(stack, registration.ref, 'Failure', {
      orderId: 'ORDER-FROM-CLIENT',
      amount: 1,
      name: 'Someone Else',
      registeredid: 1,
    });
    expect(amount).toBe(7200);
    expect(orderId).toMatch(/^ED[A-Z2-7]{26}$/);
    // The provider receives 7200.00 in the encrypted request.
    expect(sandboxPage).toContain('INR 7200.00');
    const stored = await stack.db.query(`select amount from payment.checkout_order where order_id = $1`, [
      orderId,
    ]);
    expect(stored.rows).toEqual([{ amount: 7200 }]);
    expect(await count(`payment.checkout_order where order_id = 'ORDER-FROM-CLIENT'`)).toBe(0);
  });

  it('completes a verified card payment once: forged, tampered and replayed responses change nothing', async () => {
    const registration = await register(stack, { phone: '+91 98430 12345' });
    const { orderId, callback: back } = await sandboxResponse(stack, registration.ref, 'Success');
    expect(back.action).toBe(`${stack.baseUrl}/api/payment/callback`);

    // Forged: random hex. Tampered: the real response with one byte flipped. Neither is even decrypted to sense.
    const tampered = Buffer.from(back.fields.encResp ?? '', 'hex');
    tampered[24] = (tampered[24] ?? 0) ^ 0x20;
    for (const encResp of [randomBytes(128).toString('hex'), tampered.toString('hex')]) {
      const response = await callback({ encResp, orderNo: orderId });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/error');
    }
    expect(await count(`payment.payment where registration_id = $1`, [registration.id])).toBe(0);

    const accepted = await callback(back.fields);
    expect(accepted.status).toBe(303);
    const location = new URL(accepted.headers.get('location') ?? '', stack.baseUrl);
    expect(location.pathname).toBe('/success');
    // Only our order id in the address: no name, e-mail, phone or amount for history, proxies or referrers.
    expect(Object.fromEntries(location.searchParams)).toEqual({ orderId });
    const address = decodeURIComponent(location.href.replace(/\+/g, ' '));
    for (const personal of ['Kavitha', 'Raman', '98430', '@example.com', 'billing', '3600']) {
      expect(address).not.toContain(personal);
    }
    // The page reads the result from our record instead.
    const result = await fetch(`${stack.baseUrl}/api/payment/orders/${orderId}`);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const record = (await result.json()) as { trackingId: string };
    expect(record).toMatchObject({
      orderId,
      ref: registration.ref,
      orderStatus: 'Success',
      amount: 3600,
      currency: 'INR',
      paymentMode: 'Credit Card',
      billingName: 'Kavitha Raman',
      billingTel: '+91 98430 12345',
    });
    expect(record.trackingId).toMatch(/^\d{12}$/);

    // Replayed: the same response again and again.
    for (let i = 0; i < 3; i += 1) {
      const replay = await callback(back.fields);
      expect(replay.headers.get('location')).toBe(accepted.headers.get('location'));
    }
    const payments = await stack.db.query(
      `select status, provider_status, transaction_id from payment.payment where registration_id = $1`,
      [registration.id],
    );
    expect(payments.rows).toEqual([
      {
        status: 'completed',
        provider_status: 'Success',
        transaction_id: record.trackingId,
      },
    ]);
    expect(await completedEvents(registration.id)).toBe(1);
    // payment.completed reached the registration service through the outbox and the queue.
    await waitFor('registration completed', async () => {
      const view = (await (await fetch(`${stack.baseUrl}/api/registrations/${registration.ref}`)).json()) as {
        paymentStatus: string;
      };
      return view.paymentStatus === 'completed';
    });

    const saved = await fetch(`${stack.baseUrl}/api/payment/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      orderStatus: 'Success',
      data2: registration.ref,
      amount: 3600,
    });

    const again = await fetch(`${stack.baseUrl}/api/initiate_payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ref: registration.ref }),
    });
    expect(again.status).toBe(409);
  });

  it('POST /api/payment/save with a forged Success query marks nothing paid', async () => {
    const registration = await register(stack);
    const initiated = await fetch(`${stack.baseUrl}/api/initiate_payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ref: registration.ref }),
    });
    const { orderId } = (await initiated.json()) as { orderId: string };
    const forged = {
      orderStatus: 'Success',
      orderId,
      tracking_id: '123456789012',
      payment_mode: 'Credit Card',
      currency: 'INR',
      amount: '3600.00',
      trans_date: '25/10/2025 10:00:00',
      billing_name: 'Kavitha Raman',
      billing_email: 'k@example.com',
      billing_tel: '9843012345',
    };
    const saved = await fetch(`${stack.baseUrl}/api/payment/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(saved.status).toBe(409);
    const unknown = await fetch(`${stack.baseUrl}/api/payment/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...forged, orderId: 'EDAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    });
    expect(unknown.status).toBe(404);
    expect(await count(`payment.payment where registration_id = $1`, [registration.id])).toBe(0);
    const order = await stack.db.query(`select status from payment.checkout_order where order_id = $1`, [
      orderId,
    ]);
    expect(order.rows).toEqual([{ status: 'created' }]);
    expect(await completedEvents(registration.id)).toBe(0);
  });

  it('sends a failed card payment to /error with our record and completes nothing', async () => {
    const registration = await register(stack);
    const { callback: back } = await sandboxResponse(stack, registration.ref, 'Failure');
    const response = await callback(back.fields);
    const location = new URL(response.headers.get('location') ?? '', stack.baseUrl);
    expect(location.pathname).toBe('/error');
    expect([...location.searchParams.keys()]).toEqual(['orderId']);
    const orderId = location.searchParams.get('orderId') ?? '';
    const record = await fetch(`${stack.baseUrl}/api/payment/orders/${orderId}`);
    expect(await record.json()).toMatchObject({ orderStatus: 'Failure', ref: registration.ref });
    expect(await completedEvents(registration.id)).toBe(0);
  });

  it('answers 404 for an order id that is not ours, well-formed or not', async () => {
    for (const orderId of ['EDAAAAAAAAAAAAAAAAAAAAAAAAAA', 'ed-lower-case', 'X'.repeat(31)]) {
      const response = await fetch(`${stack.baseUrl}/api/payment/orders/${orderId}`);
      expect(response.status).toBe(404);
    }
  });

  it('shows the payment summary with the server’s amount, reference and bank/UPI details', async () => {
    const registration = await register(stack, { package: 'diamond', couponCode: 'earlybird' });
    const response = await fetch(`${stack.baseUrl}/api/payments/${registration.ref}`);
    expect(response.status).toBe(200);
    const summary = (await response.json()) as Record<string, unknown>;
    expect(summary).toMatchObject({
      amount: 4080,
      currency: 'INR',
      paymentReference: `CBC-${registration.id}`,
      paymentStatus: 'pending',
      registration: { id: registration.id, package: 'diamond', voucher: true },
      bank: { upiId: expect.any(String), accountNumber: expect.any(String) },
      proof: null,
    });
    expect((summary.bank as { qrImage: string }).qrImage).toMatch(/^data:image\/png;base64,/);
    expect((await fetch(`${stack.baseUrl}/api/payments/${'A'.repeat(22)}`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/api/payments/${registration.id}`)).status).toBe(404);
  });

  describe('bank transfer / UPI receipts', () => {
    const upload = (ref: string, form: FormData, lang = 'en') =>
      fetch(`${stack.baseUrl}/api/payments/${ref}/proof`, {
        method: 'POST',
        body: form,
        headers: { 'accept-language': lang },
      });

    it('refuses a non-image with a .png name, more than 5 MB, and no image — storing nothing', async () => {
      const registration = await register(stack);
      const fake = await upload(
        registration.ref,
        proofForm(Buffer.from('%PDF-1.7 not an image'.repeat(50)), 'receipt.png'),
      );
      expect(fake.status).toBe(415);
      expect(await fake.json()).toMatchObject({ message: 'Images only (JPG, PNG, GIF or WebP)' });

      const tamil = await upload(
        registration.ref,
        proofForm(Buffer.from('GIF87 nearly'), 'receipt.gif'),
        'ta',
      );
      expect(await tamil.json()).toMatchObject({ message: 'படங்கள் மட்டுமே (JPG, PNG, GIF அல்லது WebP)' });

      const big = await upload(registration.ref, proofForm(png(5 * 1024 * 1024 + 1), 'big.png'));
      expect(big.status).toBe(413);
      expect(((await big.json()) as { message: string }).message).toMatch(/^File too large/);

      const none = await upload(registration.ref, proofForm(null, ''));
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({
        errors: [{ path: 'image', message: 'Please select an image' }],
      });

      const noUtr = await upload(registration.ref, proofForm(png(), 'r.png', ''));
      expect(noUtr.status).toBe(400);

      expect(await count(`payment.payment_proof where registration_id = $1`, [registration.id])).toBe(0);
      expect(await count(`payment.payment where registration_id = $1`, [registration.id])).toBe(0);
    });

    it('stores a receipt pending review (received, not confirmed); staff read it and confirm it once', async () => {
      const registration = await register(stack);
      const bytes = png(1_200_000);
      const response = await upload(registration.ref, proofForm(bytes, 'gpay-receipt.png'));
      expect(response.status).toBe(201);
      const received = (await response.json()) as { proofId: number; status: string; message: string };
      expect(received).toMatchObject({ status: 'pending_review' });
      expect(received.message).toBe('Receipt received. We will confirm your payment within about 24 hours.');

      const summary = (await (await fetch(`${stack.baseUrl}/api/payments/${registration.ref}`)).json()) as {
        proof: unknown;
        paymentStatus: string;
      };
      expect(summary.proof).toMatchObject({ status: 'pending_review', transactionId: 'UTR4123456789012' });
      expect(summary.paymentStatus).toBe('pending');
      // The registration side kept the seat for the bank/UPI deadline (48 h by default).
      const hold = await stack.db.query<{ hours: number }>(
        `select extract(epoch from held_until - now()) / 3600 as hours from registration.seat where registration_id = $1`,
        [registration.id],
      );
      expect(Number(hold.rows[0]?.hours)).toBeGreaterThan(47);

      // Staff only.
      const paymentsUrl = `${stack.baseUrl}/api/registrations/${registration.id}/payments`;
      expect((await fetch(paymentsUrl)).status).toBe(401);
      const caller = await staffToken(stack, `caller-${Date.now()}`, 'user');
      expect((await fetch(paymentsUrl, { headers: { authorization: `Bearer ${caller}` } })).status).toBe(403);
      const admin = await staffToken(stack, `admin-${Date.now()}`, 'admin');
      const auth = { authorization: `Bearer ${admin}` };
      const [payment] = (await (await fetch(paymentsUrl, { headers: auth })).json()) as Array<{
        id: number;
        paymentReference: string;
      }>;
      expect(payment).toMatchObject({ paymentReference: `CBC-${registration.id}` });
      const [proof] = (await (
        await fetch(`${stack.baseUrl}/api/payments/${payment?.id}/proofs`, { headers: auth })
      ).json()) as Array<{ id: number }>;
      expect(proof).toMatchObject({ id: received.proofId, fileType: 'image/png', status: 'pending_review' });
      const imageUrl = `${stack.baseUrl}/api/payment-proofs/${proof?.id}/image?t=${Date.now()}`;
      expect((await fetch(imageUrl)).status).toBe(401);
      const image = await fetch(imageUrl, { headers: auth });
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);

      const confirmUrl = `${stack.baseUrl}/api/admin/payment-proofs/${proof?.id}/confirm`;
      const confirm = (amount: number) =>
        fetch(confirmUrl, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount, method: 'upi', transactionId: 'UTR4123456789012' }),
        });
      expect((await confirm(1)).status).toBe(409);
      expect(await completedEvents(registration.id)).toBe(0);
      expect((await confirm(3600)).status).toBe(201);
      expect((await confirm(3600)).status).toBe(409);
      expect(await completedEvents(registration.id)).toBe(1);
      const stored = await stack.db.query(
        `select status, confirmed_by, payment_method from payment.payment where registration_id = $1`,
        [registration.id],
      );
      expect(stored.rows).toEqual([
        { status: 'completed', confirmed_by: expect.stringMatching(/^admin-/), payment_method: 'upi' },
      ]);
    });
  });
});
