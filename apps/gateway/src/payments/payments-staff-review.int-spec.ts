import { PROOF_MAX_BYTES, paymentPatterns, type ErrorBody, type StaffRole } from '@eventdesk/contracts';
import {
  bearer,
  createStaffUsersForAllRoles,
  loginToken,
  request,
  startGatewayApp,
  type GatewayTestApp,
} from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { startRpcStandIn, StandInError, type RpcStandIn } from '../../test/rpc-stand-in';

jest.setTimeout(30_000);

/** A real (tiny, valid) PNG, padded to the size a test needs. */
function png(size = 300): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

function receiptForm(bytes: Buffer, fields: Record<string, string> = {}, name = 'receipt.png'): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    body.append(key, value);
  }
  body.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return body;
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('staff payment routes at the gateway (payment service stood in on a private NATS)', () => {
  let nats: PrivateNats;
  let payment: RpcStandIn;
  let gateway: GatewayTestApp;
  const tokens = {} as Record<StaffRole, string>;
  let adminName = '';

  beforeAll(async () => {
    nats = await startPrivateNats();
    payment = await startRpcStandIn(nats.url, {
      [paymentPatterns.listProofsForReview]: (query) => ({
        ...(query as object),
        items: [],
        total: 0,
        pageCount: 0,
      }),
      // A whole receipt view: the gateway checks the answer against the contract.
      [paymentPatterns.rejectProof]: (command) => ({
        id: (command as { id: number }).id,
        paymentId: 4,
        fileName: 'receipt.png',
        fileType: 'image/png',
        fileSize: 20_000,
        transactionId: '412345678901',
        status: 'rejected',
        uploadedAt: '2026-01-05T10:00:00.000Z',
        reviewedBy: (command as { rejectedBy: string }).rejectedBy,
        reviewedAt: '2026-01-06T10:00:00.000Z',
      }),
      [paymentPatterns.manualUpdate]: (command) => {
        const { registrationId } = command as { registrationId: number };
        if (registrationId === 2) {
          throw new StandInError('REGISTRATION_ALREADY_PAID', 'Payment already completed');
        }
        return {
          paymentId: 9,
          registrationId,
          amount: 3600,
          method: 'cash',
          status: 'completed',
          message: 'ok',
        };
      },
      [paymentPatterns.stageProofChunk]: () => ({ received: 1 }),
      [paymentPatterns.staffSubmitProof]: () => ({
        proofId: 5,
        status: 'pending_review',
        uploadedAt: new Date().toISOString(),
        message: 'Receipt received. We will confirm your payment within about 24 hours.',
      }),
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url });
    const staff = await createStaffUsersForAllRoles(gateway);
    adminName = staff.admin.username;
    for (const role of Object.keys(staff) as StaffRole[]) {
      tokens[role] = await loginToken(gateway.url, staff[role]);
    }
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await payment?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => {
    payment.calls.length = 0;
  });

  const routes: Array<{
    name: string;
    call: (headers: Record<string, string>) => Promise<{ status: number }>;
  }> = [
    {
      name: 'GET /api/admin/payment-proofs',
      call: (headers) => request(`${gateway.url}/api/admin/payment-proofs`, { headers }),
    },
    {
      name: 'POST /api/admin/payment-proofs/{id}/reject',
      call: (headers) =>
        request(`${gateway.url}/api/admin/payment-proofs/3/reject`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'Not on the statement' }),
        }),
    },
    {
      name: 'POST /admin/manual_update/payment/{id}',
      call: (headers) =>
        request(`${gateway.url}/admin/manual_update/payment/1`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ checked: true }),
        }),
    },
    {
      name: 'POST /api/admin/manual_update/payment/{id}',
      call: (headers) =>
        request(`${gateway.url}/api/admin/manual_update/payment/1`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ checked: true }),
        }),
    },
    {
      name: 'POST /api/admin/registrations/{id}/proof',
      call: (headers) =>
        request(`${gateway.url}/api/admin/registrations/1/proof`, {
          method: 'POST',
          headers,
          body: receiptForm(png()),
        }),
    },
  ];

  it.each(routes)(
    '$name: 401 without a token, 403 for user and lead_manager, 2xx for admin and super_admin',
    async (route) => {
      expect((await route.call({})).status).toBe(401);
      expect((await route.call(bearer('forged.token.value'))).status).toBe(401);
      for (const role of ['user', 'lead_manager'] as const) {
        expect([role, (await route.call(bearer(tokens[role]))).status]).toEqual([role, 403]);
      }
      expect(payment.calls).toEqual([]);
      for (const role of ['admin', 'super_admin'] as const) {
        const { status } = await route.call(bearer(tokens[role]));
        expect([role, status >= 200 && status < 300]).toEqual([role, true]);
      }
    },
  );

  it('serves the manual update at the spec’s path without /api and under /api, naming the staff member', async () => {
    const bare = await request(`${gateway.url}/admin/manual_update/payment/1`, {
      method: 'POST',
      ...json({ checked: true, referd_name: 'Karthik' }),
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
    });
    expect(bare.status).toBe(200);
    expect(bare.headers.get('content-type')).toMatch(/application\/json/);
    expect(bare.body).toMatchObject({ registrationId: 1, status: 'completed' });
    expect(payment.calls).toEqual([
      {
        subject: paymentPatterns.manualUpdate,
        data: { checked: true, referd_name: 'Karthik', method: 'cash', registrationId: 1, actor: adminName },
      },
    ]);

    const again = await request<ErrorBody>(`${gateway.url}/api/admin/manual_update/payment/2`, {
      method: 'POST',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ checked: true, method: 'upi', amount: 3600 }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Payment already completed', code: 'REGISTRATION_ALREADY_PAID' });

    payment.calls.length = 0;
    const unchecked = await request<ErrorBody>(`${gateway.url}/admin/manual_update/payment/1`, {
      method: 'POST',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ checked: false }),
    });
    expect(unchecked.status).toBe(400);
    expect(unchecked.body.errors?.map((error) => error.path)).toEqual(['checked']);
    for (const id of ['abc', '0', '99999999999']) {
      const response = await request(`${gateway.url}/admin/manual_update/payment/${id}`, {
        method: 'POST',
        headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
        body: JSON.stringify({ checked: true }),
      });
      expect([id, response.status]).toEqual([id, 404]);
    }
    expect(payment.calls).toEqual([]);
    // The SPA fallback answers page loads only; the POST above was never swallowed by it.
    expect(
      (await request(`${gateway.url}/admin/manual_update/payment/1`)).headers.get('content-type'),
    ).toMatch(/text\/html/);
  });

  it('forwards the review list query and the rejection with who rejected; bad input is a 400 before any call', async () => {
    const list = await request(`${gateway.url}/api/admin/payment-proofs?status=rejected&page=2&pageSize=5`, {
      headers: bearer(tokens.admin),
    });
    expect(list.status).toBe(200);
    const rejected = await request(`${gateway.url}/api/admin/payment-proofs/7/reject`, {
      method: 'POST',
      headers: { ...bearer(tokens.super_admin), 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Amount does not match' }),
    });
    expect(rejected.status).toBe(200);
    expect(payment.calls.map((call) => call.data)).toEqual([
      { status: 'rejected', page: 2, pageSize: 5 },
      { reason: 'Amount does not match', id: 7, rejectedBy: expect.stringMatching(/^super-admin-/) },
    ]);
    payment.calls.length = 0;
    const badStatus = await request(`${gateway.url}/api/admin/payment-proofs?status=paid`, {
      headers: bearer(tokens.admin),
    });
    expect(badStatus.status).toBe(400);
    const noReason = await request(`${gateway.url}/api/admin/payment-proofs/7/reject`, {
      method: 'POST',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'no' }),
    });
    expect(noReason.status).toBe(400);
    expect(payment.calls).toEqual([]);
  });

  describe('receipt uploaded by staff', () => {
    const upload = (body: FormData, id = '12') =>
      request<ErrorBody>(`${gateway.url}/api/admin/registrations/${id}/proof`, {
        method: 'POST',
        headers: bearer(tokens.admin),
        body,
      });

    it('answers 413 "File size should be less than 5MB" over 5 MB and sends nothing', async () => {
      const response = await upload(receiptForm(png(PROOF_MAX_BYTES + 1)));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        message: 'File size should be less than 5MB',
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(payment.calls).toEqual([]);
    });

    it('answers 415 for a file that is not an image by its bytes, whatever its name, and sends nothing', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 1)]);
      const response = await upload(receiptForm(pdf, {}, 'receipt.png'));
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        message: 'Images only (JPG, PNG, GIF or WebP)',
        code: 'UNSUPPORTED_FILE',
      });
      expect(payment.calls).toEqual([]);
    });

    it('sends an image in pieces, then the submit with the registration id, the UTR and who uploaded it', async () => {
      const bytes = png(1_200_000);
      const response = await upload(receiptForm(bytes, { transactionId: 'NEFT12345' }));
      expect(response.status).toBe(201);
      const stages = payment.calls.filter((call) => call.subject === paymentPatterns.stageProofChunk);
      expect(stages).toHaveLength(3);
      const submit = payment.calls.find((call) => call.subject === paymentPatterns.staffSubmitProof);
      expect(submit?.data).toMatchObject({
        registrationId: 12,
        uploadedBy: adminName,
        transactionId: 'NEFT12345',
        file: { size: bytes.length, chunkCount: 3, fileName: 'receipt.png' },
      });
      const uploadId = (submit?.data as { file: { uploadId: string } }).file.uploadId;
      expect(stages.map((call) => (call.data as { uploadId: string }).uploadId)).toEqual(
        Array(3).fill(uploadId),
      );
      payment.calls.length = 0;
      expect((await upload(receiptForm(png(), { transactionId: '' }))).status).toBe(201);
      expect(
        payment.calls.find((call) => call.subject === paymentPatterns.staffSubmitProof)?.data,
      ).not.toHaveProperty('transactionId');
    });
  });
});
