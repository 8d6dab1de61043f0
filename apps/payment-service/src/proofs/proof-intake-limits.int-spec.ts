import { fileChunkCommand, type ExtendHoldResponse, type RegistrationView } from '@eventdesk/contracts';
import {
  DomainError,
  FILE_CHUNKS_MAX_BYTES_DEFAULT,
  setFileChunksMaxBytes,
  splitFile,
} from '@eventdesk/server-kit';
import { overTheWire, type OverTheWire } from '@eventdesk/testing';
import { publicSettingsWithBank } from '../../test/factories/bank-details.factory';
import { png, stagePieces } from '../../test/factories/receipt-upload.factory';
import { build } from '../../test/factories/registration-view.factory';
import { startPaymentTestKit, type PaymentTestKit } from '../../test/payment-harness';
import type { RegistrationDirectory } from '../rpc/registration-directory';
import { ProofIntakeHandler } from './proof-intake.handler';
import { MAX_PENDING_PROOFS } from './proof-intake.service';

/** The registration service stood in: the registrations it knows, and the holds it was asked to extend. */
function registrationStandIn(known: RegistrationView[]) {
  const extended: string[] = [];
  const directory = {
    getByRef: (ref: string): Promise<RegistrationView> => {
      const found = known.find((registration) => registration.ref === ref);
      return found
        ? Promise.resolve(found)
        : Promise.reject(new DomainError('NOT_FOUND', 'Registration not found'));
    },
    publicSettings: () => Promise.resolve(publicSettingsWithBank()),
    extendHold: (ref: string): Promise<ExtendHoldResponse | null> => {
      extended.push(ref);
      return Promise.resolve(null);
    },
  };
  return { directory: directory as unknown as RegistrationDirectory, extended };
}

describe('receipt intake limits (real PostgreSQL)', () => {
  let h: PaymentTestKit;

  beforeAll(async () => {
    h = await startPaymentTestKit();
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  const scalar = async (sql: string, params: unknown[] = []) =>
    (await h.orm.em.fork().execute<Array<{ n: number }>>(sql, params))[0]?.n;
  const chunks = () => scalar('select count(*)::int as "n" from "payment"."file_chunk"');
  const pendingOf = (registrationId: number) =>
    scalar(
      `select count(*)::int as "n" from "payment"."payment_proof"
        where "registration_id" = ? and "status" = 'pending_review'`,
      [registrationId],
    );

  /** What the gateway does for a visitor: the pieces, then the submit through the handler. */
  async function visitorSubmit(
    handler: OverTheWire<ProofIntakeHandler>,
    ref: string,
    bytes = png(20_000),
    idempotencyKey?: string,
    transactionId = '412345678901',
  ) {
    const file = await stagePieces(h.proofs, bytes, 'receipt.png');
    return handler.submit({ ref, file, transactionId, idempotencyKey });
  }

  const handlerWith = (known: RegistrationView[]) => {
    const standIn = registrationStandIn(known);
    return {
      handler: overTheWire(new ProofIntakeHandler(h.proofs, standIn.directory)),
      extended: standIn.extended,
    };
  };

  it('refuses a 4th receipt waiting for review with a 409 and stores nothing; another registration is served', async () => {
    const attacked = build();
    const honest = build();
    const { handler } = handlerWith([attacked, honest]);
    for (let n = 0; n < MAX_PENDING_PROOFS; n += 1) {
      await visitorSubmit(handler, attacked.ref);
    }
    await expect(visitorSubmit(handler, attacked.ref)).rejects.toMatchObject({
      code: 'TOO_MANY_PENDING_RECEIPTS',
      message: 'validation.proof.tooManyPending',
    });
    expect(await pendingOf(attacked.id)).toBe(3);
    expect(await chunks()).toBe(0);

    await expect(visitorSubmit(handler, honest.ref)).resolves.toMatchObject({ status: 'pending_review' });

    // A reviewed receipt no longer waits: the visitor may send another.
    await h.orm.em.fork().execute(
      `update "payment"."payment_proof" set "status" = 'rejected', "reject_reason" = 'unreadable'
          where "id" = (select min("id") from "payment"."payment_proof" where "registration_id" = ?)`,
      [attacked.id],
    );
    await expect(visitorSubmit(handler, attacked.ref)).resolves.toMatchObject({ status: 'pending_review' });
    expect(await pendingOf(attacked.id)).toBe(3);
  });

  it('holds the cap when the 3rd, 4th and 5th receipts arrive at once: exactly one more is stored', async () => {
    const registration = build();
    const { handler } = handlerWith([registration]);
    await visitorSubmit(handler, registration.ref);
    await visitorSubmit(handler, registration.ref);
    const results = await Promise.allSettled([1, 2, 3].map(() => visitorSubmit(handler, registration.ref)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter(
        (result) =>
          result.status === 'rejected' && (result.reason as DomainError).code === 'TOO_MANY_PENDING_RECEIPTS',
      ),
    ).toHaveLength(2);
    expect(await pendingOf(registration.id)).toBe(3);
    expect(await chunks()).toBe(0);
  });

  it('a retried upload with the same Idempotency-Key gets the first answer, stores one receipt, extends once', async () => {
    const registration = build();
    const { handler, extended } = handlerWith([registration]);
    const bytes = png(20_000);
    const first = await visitorSubmit(handler, registration.ref, bytes, 'retry-key-0001');
    const retries = await Promise.all(
      [1, 2].map(() => visitorSubmit(handler, registration.ref, bytes, 'retry-key-0001')),
    );
    expect(retries).toEqual([first, first]);
    expect(await pendingOf(registration.id)).toBe(1);
    expect(extended).toEqual([registration.ref]);
    // The retries' pieces are not left behind for the sweep.
    expect(await chunks()).toBe(0);

    // The same key with another receipt is a client bug: refused, nothing stored.
    await expect(
      visitorSubmit(handler, registration.ref, bytes, 'retry-key-0001', '498765432109'),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await pendingOf(registration.id)).toBe(1);
    // A new key is a new receipt.
    await visitorSubmit(handler, registration.ref, bytes, 'retry-key-0002');
    expect(await pendingOf(registration.id)).toBe(2);
  });

  it('an upload to an unknown reference stores nothing: its pieces are discarded at once', async () => {
    const known = build();
    const { handler, extended } = handlerWith([known]);
    await expect(visitorSubmit(handler, build().ref, png(1_000_000))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await chunks()).toBe(0);
    expect(await scalar('select count(*)::int as "n" from "payment"."payment_proof"')).toBe(0);
    expect(extended).toEqual([]);

    await expect(visitorSubmit(handler, known.ref)).resolves.toMatchObject({ status: 'pending_review' });
  });

  it('extends the seat hold for the first receipt only', async () => {
    const registration = build();
    const other = build();
    const { handler, extended } = handlerWith([registration, other]);
    const first = await visitorSubmit(handler, registration.ref);
    expect(first).not.toHaveProperty('firstReceipt');
    await visitorSubmit(handler, registration.ref);
    await visitorSubmit(handler, other.ref);
    expect(extended).toEqual([registration.ref, other.ref]);
  });

  it('over the pending-upload bound a new upload is refused with 503 and nothing stored; under it uploads resume', async () => {
    setFileChunksMaxBytes(1024 * 1024);
    try {
      // An attacker's unfinished uploads: two pieces each, never submitted.
      for (let n = 0; n < 2; n += 1) {
        const { chunks: pieces } = splitFile(png(1_100_000), 'never-submitted.png');
        await h.proofs.stageChunk(fileChunkCommand.parse(pieces[0]));
      }
      const held = await chunks();
      const registration = build();
      const { handler } = handlerWith([registration]);
      await expect(visitorSubmit(handler, registration.ref)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Uploads are paused: too many unfinished uploads. Try again in a few minutes.',
      });
      expect(await chunks()).toBe(held);
      expect(await pendingOf(registration.id)).toBe(0);

      await h.orm.em.fork().execute('delete from "payment"."file_chunk"');
      await expect(visitorSubmit(handler, registration.ref)).resolves.toMatchObject({
        status: 'pending_review',
      });
    } finally {
      setFileChunksMaxBytes(FILE_CHUNKS_MAX_BYTES_DEFAULT);
    }
  });
});
