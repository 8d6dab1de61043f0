import {
  PROOF_MAX_BYTES,
  paymentRpcs,
  submitProofCommand,
  type RegistrationView,
} from '@eventdesk/contracts';
import { OutboxEvent, splitFile } from '@eventdesk/server-kit';
import { bankDetails } from '../../test/factories/bank-details.factory';
import { stagePieces } from '../../test/factories/receipt-upload.factory';
import { build } from '../../test/factories/registration-view.factory';
import { checkedAnswerJson } from '../../test/checked-answer';
import { startPaymentTestKit, type PaymentTestKit } from '../../test/payment-harness';
import { Payment } from '../payments/payment.entity';
import { PaymentProof } from './payment-proof.entity';

/** A real (tiny, valid) PNG, padded with an ancillary-looking tail to the size a test needs. */
function png(size = 300): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

describe('receipt proofs (real PostgreSQL)', () => {
  let h: PaymentTestKit;

  beforeAll(async () => {
    h = await startPaymentTestKit();
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  /** What the gateway does: pieces over RPC (each parsed by its contract), then the submit. */
  async function upload(
    registration: RegistrationView,
    bytes: Buffer,
    fileName = 'receipt.png',
    utr = 'UTR123456789',
  ) {
    const file = await stagePieces(h.proofs, bytes, fileName);
    return h.proofs.submit(
      registration,
      submitProofCommand.parse({ ref: registration.ref, file, transactionId: utr }),
      bankDetails,
    );
  }

  const count = async () => ({
    proofs: await h.orm.em.fork().count(PaymentProof, {}),
    payments: await h.orm.em.fork().count(Payment, {}),
    chunks: (
      await h.orm.em
        .fork()
        .execute<Array<{ n: number }>>('select count(*)::int as "n" from "payment"."file_chunk"')
    )[0]?.n,
  });

  it('stores a receipt pending review on the registration’s bank/UPI payment, and says received, not confirmed', async () => {
    const registration = build({ amount: 5100, package: 'diamond' });
    const bytes = png(1_300_000); // three pieces
    const received = await upload(registration, bytes, 'gpay.png', ' 412345678901 ');
    expect(received).toMatchObject({
      status: 'pending_review',
      message: 'Receipt received. We will confirm your payment within about 24 hours.',
    });

    const [payment] = await h.review.paymentsOf(registration.id);
    expect(payment).toMatchObject({
      amount: 5100,
      status: 'pending',
      paymentMethod: 'bank_transfer',
      paymentReference: `CBC-${registration.id}`,
      transactionId: null,
    });
    const [proof] = await h.review.proofsOf(payment?.id ?? 0);
    expect(proof).toMatchObject({
      fileName: 'gpay.png',
      fileType: 'image/png',
      fileSize: bytes.length,
      transactionId: '412345678901',
      status: 'pending_review',
    });
    // The image comes back piece by piece, byte for byte.
    const first = await h.review.imageChunk({ id: proof?.id ?? 0, index: 0 });
    const pieces = [Buffer.from(first.data, 'base64')];
    for (let index = 1; index < first.chunkCount; index += 1) {
      pieces.push(Buffer.from((await h.review.imageChunk({ id: proof?.id ?? 0, index })).data, 'base64'));
    }
    expect(first).toMatchObject({
      mimeType: 'image/png',
      size: bytes.length,
      chunkCount: 3,
      fileName: 'gpay.png',
    });
    await expect(h.review.imageChunk({ id: proof?.id ?? 0, index: 3 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(h.review.imageChunk({ id: 999_999, index: 0 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No payment image found',
    });
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    expect((await count()).chunks).toBe(0);

    // A second receipt joins the same payment.
    await upload(registration, png(500), 'second.png');
    expect(await count()).toEqual({ proofs: 2, payments: 1, chunks: 0 });
  });

  it('refuses bytes that are not an image even with a .png name, and stores nothing', async () => {
    const registration = build();
    const notImage = Buffer.from('MZ\x90\x00 this is an executable pretending to be a receipt'.repeat(20));
    await expect(upload(registration, notImage, 'receipt.png')).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: 'Images only (JPG, PNG, GIF or WebP)',
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 1)]);
    await expect(upload(registration, pdf, 'receipt.jpg')).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
    expect(await count()).toEqual({ proofs: 0, payments: 0, chunks: 0 });
  });

  it('refuses more than 5 MB: the contract, and the service even if a caller skips it', async () => {
    const registration = build();
    const big = png(PROOF_MAX_BYTES + 1);
    const { manifest, chunks } = splitFile(big, 'big.png');
    expect(
      submitProofCommand.safeParse({ ref: registration.ref, file: manifest, transactionId: 'UTR123456' })
        .success,
    ).toBe(false);

    for (const chunk of chunks) {
      await h.proofs.stageChunk(chunk);
    }
    await expect(
      h.proofs.submit(
        registration,
        { ref: registration.ref, file: manifest, transactionId: 'UTR123456' },
        bankDetails,
      ),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await count()).toEqual({ proofs: 0, payments: 0, chunks: 0 });
  });

  it('refuses a damaged or incomplete upload', async () => {
    const registration = build();
    const { manifest, chunks } = splitFile(png(700_000), 'r.png');
    await h.proofs.stageChunk(chunks[0]!);
    const command = { ref: registration.ref, file: manifest, transactionId: 'UTR123456' };
    await expect(h.proofs.submit(registration, command, bankDetails)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await count()).toEqual({ proofs: 0, payments: 0, chunks: 0 });
    for (const chunk of chunks) {
      await h.proofs.stageChunk(chunk);
    }
    const damaged = { ...command, file: { ...manifest, sha256: 'f'.repeat(64) } };
    await expect(h.proofs.submit(registration, damaged, bankDetails)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The upload was damaged on the way. Please upload the file again.',
    });
    expect(await count()).toEqual({ proofs: 0, payments: 0, chunks: 0 });
  });

  it('refuses a receipt for a registration that is already paid', async () => {
    await expect(upload(build({ paymentStatus: 'completed' }), png())).rejects.toMatchObject({
      code: 'REGISTRATION_ALREADY_PAID',
    });
    expect(await count()).toEqual({ proofs: 0, payments: 0, chunks: 0 });
  });

  describe('staff confirmation', () => {
    const completedEvents = () => h.orm.em.fork().find(OutboxEvent, { name: 'payment.completed.v1' });

    it('checks the amount, records who and the UTR, and emits payment.completed once', async () => {
      const registration = build({ amount: 3600 });
      const { proofId } = await upload(registration, png());
      await expect(
        h.review.confirm({
          id: proofId,
          amount: 3000,
          method: 'upi',
          transactionId: 'UTR1',
          confirmedBy: 'admin',
        }),
      ).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });
      expect(await completedEvents()).toEqual([]);

      const confirmed = await h.review.confirm({
        id: proofId,
        amount: 3600,
        method: 'upi',
        transactionId: '412345678901',
        confirmedBy: 'admin',
      });
      expect(confirmed).toMatchObject({ status: 'completed', completedRegistration: true });
      expect(checkedAnswerJson(paymentRpcs.confirmProof, confirmed)).toBe(JSON.stringify(confirmed));
      const payments = await h.review.paymentsOf(registration.id);
      expect(checkedAnswerJson(paymentRpcs.listForRegistration, payments)).toBe(JSON.stringify(payments));
      const [payment] = payments;
      expect(payment).toMatchObject({
        status: 'completed',
        paymentMethod: 'upi',
        transactionId: '412345678901',
        confirmedBy: 'admin',
      });
      expect(payment?.paymentDate).not.toBeNull();
      expect((await h.review.proofsOf(payment?.id ?? 0))[0]).toMatchObject({
        status: 'confirmed',
        reviewedBy: 'admin',
      });
      const events = await completedEvents();
      expect(events).toHaveLength(1);
      expect(events[0]?.payload).toMatchObject({
        registrationId: registration.id,
        method: 'upi',
        provider: null,
        confirmedBy: 'admin',
        transactionId: '412345678901',
        amount: 3600,
      });

      await expect(
        h.review.confirm({
          id: proofId,
          amount: 3600,
          method: 'upi',
          transactionId: 'X12345',
          confirmedBy: 'admin',
        }),
      ).rejects.toMatchObject({ code: 'RECEIPT_ALREADY_REVIEWED' });
      expect(await completedEvents()).toHaveLength(1);
    });

    it('refuses a UTR already used for another payment', async () => {
      const a = build();
      const b = build();
      const proofA = await upload(a, png());
      const proofB = await upload(b, png());
      await h.review.confirm({
        id: proofA.proofId,
        amount: 3600,
        method: 'bank_transfer',
        transactionId: 'SAMEUTR1',
        confirmedBy: 'x',
      });
      await expect(
        h.review.confirm({
          id: proofB.proofId,
          amount: 3600,
          method: 'bank_transfer',
          transactionId: 'SAMEUTR1',
          confirmedBy: 'x',
        }),
      ).rejects.toMatchObject({ code: 'TRANSACTION_ID_IN_USE' });
    });

    it('completes through the same path as a card payment: card first, staff later → one event', async () => {
      const registration = build();
      const { proofId } = await upload(registration, png());
      const { orderId } = await h.orders.initiate(registration);
      const back = await h.providerResponse(orderId, 'Success');
      await h.callbacks.handle({ encResp: back.encResp, orderNo: orderId });
      const staff = await h.review.confirm({
        id: proofId,
        amount: 3600,
        method: 'bank_transfer',
        transactionId: 'NEFT0001',
        confirmedBy: 'admin',
      });
      expect(staff.completedRegistration).toBe(false);
      expect(await completedEvents()).toHaveLength(1);
    });
  });
});
