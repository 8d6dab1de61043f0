import {
  PROOF_MIN_BYTES,
  paymentPatterns,
  registrationPatterns,
  validationMessages,
  type ErrorBody,
  type RegistrationView,
} from '@eventdesk/contracts';
import { request, startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { startRpcStandIn, StandInError, type RpcStandIn } from '../../test/rpc-stand-in';

jest.setTimeout(30_000);

const KNOWN = 'AbCdEfGhIjKlMnOpQrStUv';
const UNKNOWN = 'ZzZzZzZzZzZzZzZzZzZzZz';
const FULL = 'FuLlFuLlFuLlFuLlFuLlFu';

/** A real (tiny, valid) PNG, padded to the size a test needs. */
function png(size: number): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

function receiptForm(bytes: Buffer, transactionId: string): FormData {
  const body = new FormData();
  body.append('transactionId', transactionId);
  body.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'receipt.png');
  return body;
}

describe('the visitor’s receipt upload at the gateway (services stood in on a private NATS)', () => {
  let nats: PrivateNats;
  let services: RpcStandIn;
  let gateway: GatewayTestApp;

  beforeAll(async () => {
    nats = await startPrivateNats();
    services = await startRpcStandIn(nats.url, {
      [registrationPatterns.getByRef]: (query) => {
        const { ref } = query as { ref: string };
        if (ref === UNKNOWN) {
          throw new StandInError('NOT_FOUND', 'Registration not found');
        }
        // A whole registration: the gateway checks the answer against the contract (registrationRpcs.getByRef).
        const registration: RegistrationView = {
          id: 7,
          ref,
          fullName: 'Priya Raman',
          email: 'priya@example.com',
          phone: '+919876543210',
          type: 'individual',
          businessName: null,
          package: 'gold',
          referenceType: null,
          referredBy: null,
          voucher: false,
          amount: 3600,
          paymentStatus: 'pending',
          ticketNumber: 1,
          isAdditionalTicket: false,
          parentRef: null,
          language: 'en',
          registeredAt: '2026-11-20T10:00:00.000Z',
        };
        return registration;
      },
      [paymentPatterns.stageProofChunk]: () => ({ received: 1 }),
      [paymentPatterns.submitProof]: (command) => {
        if ((command as { ref: string }).ref === FULL) {
          throw new StandInError('TOO_MANY_PENDING_RECEIPTS', 'validation.proof.tooManyPending');
        }
        return {
          proofId: 5,
          status: 'pending_review',
          uploadedAt: new Date().toISOString(),
          message: 'Receipt received. We will confirm your payment within about 24 hours.',
        };
      },
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url });
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await services?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => {
    services.calls.length = 0;
  });

  const upload = (ref: string, body: FormData, lang = 'en') =>
    request<ErrorBody>(`${gateway.url}/api/payments/${ref}/proof`, {
      method: 'POST',
      headers: { 'accept-language': lang },
      body,
    });
  const sent = (subject: string) => services.calls.filter((call) => call.subject === subject);

  it('an unknown reference is a 404 before any piece is sent; a known one is sent and stored', async () => {
    const attack = await upload(UNKNOWN, receiptForm(png(1_000_000), '412345678901'));
    expect(attack.status).toBe(404);
    expect(sent(paymentPatterns.stageProofChunk)).toEqual([]);
    expect(sent(paymentPatterns.submitProof)).toEqual([]);

    const honest = await upload(KNOWN, receiptForm(png(1_000_000), '412345678901'));
    expect(honest.status).toBe(201);
    expect(sent(paymentPatterns.stageProofChunk)).toHaveLength(2);
    expect(sent(paymentPatterns.submitProof)[0]?.data).toMatchObject({
      ref: KNOWN,
      transactionId: '412345678901',
    });
  });

  it('takes UPI/IMPS, NEFT and RTGS references; refuses others in the visitor’s language, sending nothing', async () => {
    for (const utr of ['412345678901', 'SBIN318123456789', 'SBINR52023112400012345']) {
      expect((await upload(KNOWN, receiptForm(png(20_000), utr))).status).toBe(201);
    }
    services.calls.length = 0;
    for (const lang of ['en', 'ta'] as const) {
      const response = await upload(KNOWN, receiptForm(png(20_000), 'UTR1234'), lang);
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual({
        path: 'transactionId',
        message: validationMessages[lang]['validation.proof.transactionId.format'],
      });
    }
    expect(services.calls).toEqual([]);
  });

  it('refuses an image under 10 kB in the visitor’s language and sends nothing; 10 kB is taken', async () => {
    for (const lang of ['en', 'ta'] as const) {
      const response = await upload(KNOWN, receiptForm(png(PROOF_MIN_BYTES - 1), '412345678901'), lang);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { path: 'image', message: validationMessages[lang]['validation.proof.image.tooSmall'] },
      ]);
    }
    expect(services.calls).toEqual([]);
    expect((await upload(KNOWN, receiptForm(png(PROOF_MIN_BYTES), '412345678901'))).status).toBe(201);
  });

  it('words the service’s refusal of a 4th waiting receipt in the visitor’s language (409)', async () => {
    const response = await upload(FULL, receiptForm(png(20_000), '412345678901'), 'ta');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 'TOO_MANY_PENDING_RECEIPTS',
      message: validationMessages.ta['validation.proof.tooManyPending'],
    });
  });
});
