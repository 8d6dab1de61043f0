import type { MikroORM } from '@mikro-orm/postgresql';
import { defaultEventSettings, legacyPlaceholders, submitProofCommand } from '@eventdesk/contracts';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import { bankDetails } from '../../test/factories/bank-details.factory';
import { png, stagePieces } from '../../test/factories/receipt-upload.factory';
import { build } from '../../test/factories/registration-view.factory';
import { PAYMENT_SCHEMA, paymentOrmConfig } from '../database';
import { ProofIntakeService } from './proof-intake.service';

describe('receipt upload without bank details (real PostgreSQL)', () => {
  let orm: MikroORM;
  let proofs: ProofIntakeService;

  beforeAll(async () => {
    orm = await createTestOrm(paymentOrmConfig);
    proofs = new ProofIntakeService(orm.em);
  });
  afterAll(() => orm.close());
  beforeEach(() => truncateSchema(orm, PAYMENT_SCHEMA));

  const count = async (table: string) =>
    (
      await orm.em
        .fork()
        .execute<Array<{ n: number }>>(`select count(*)::int as "n" from "payment"."${table}"`)
    )[0]?.n;

  async function upload(payment: typeof bankDetails) {
    const registration = build();
    const file = await stagePieces(proofs, png(20_000), 'receipt.png');
    const command = submitProofCommand.parse({ ref: registration.ref, file, transactionId: '412345678901' });
    return proofs.submit(registration, command, payment);
  }

  it.each([
    ['unset (the seed)', defaultEventSettings.payment],
    ['still the old placeholders', { ...defaultEventSettings.payment, ...legacyPlaceholders }],
  ])(
    'refuses the receipt with a clear message when bank details are %s, and keeps nothing',
    async (_, payment) => {
      await expect(upload(payment)).rejects.toMatchObject({
        code: 'BANK_TRANSFER_UNAVAILABLE',
        message: 'validation.proof.bankTransferUnavailable',
      });
      expect(await count('payment_proof')).toBe(0);
      expect(await count('payment')).toBe(0);
      expect(await count('file_chunk')).toBe(0);
    },
  );

  it('accepts it once staff set the bank details', async () => {
    await expect(upload(bankDetails)).resolves.toMatchObject({ status: 'pending_review' });
    expect(await count('payment_proof')).toBe(1);
  });
});
