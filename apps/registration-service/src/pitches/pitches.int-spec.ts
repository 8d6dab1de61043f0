import { randomBytes } from 'node:crypto';
import { FILE_CHUNK_BYTES, type SubmitPitchCommand } from '@eventdesk/contracts';
import { OutboxEvent } from '@eventdesk/server-kit';
import { buildPdfBytes, buildPitchForm, buildUpload } from '../../test/factories/pitch-application.factory';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { PitchApplication } from './pitch-application.entity';
import { PitchDocument } from './pitch-document.entity';
import { PitchReviewService } from './pitch-review.service';
import { PitchSubmissionService } from './pitch-submission.service';

jest.setTimeout(30_000);

describe('pitch applications (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let submissions: PitchSubmissionService;
  let reviews: PitchReviewService;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('pitches');
    submissions = new PitchSubmissionService(kit.orm.em, kit.relay);
    reviews = new PitchReviewService(kit.orm.em, kit.relay);
  });
  afterAll(() => kit.close());
  // Seeded again (settings and seats), not only emptied: a later file in this worker may start the whole service.
  beforeEach(() => kit.reset());

  const count = async (entity: typeof PitchApplication | typeof PitchDocument | typeof OutboxEvent) =>
    kit.orm.em.fork().count(entity, {});
  const pieces = async () =>
    (
      await kit.orm.em
        .fork()
        .execute<Array<{ n: number }>>('select count(*)::int as "n" from "registration"."file_chunk"')
    )[0]?.n;

  async function submitWithDocument(
    bytes: Buffer,
    fileName = 'deck.pdf',
    overrides: Partial<SubmitPitchCommand> = {},
  ) {
    const { chunks, upload } = buildUpload(bytes, fileName);
    for (const chunk of chunks) {
      await submissions.uploadChunk(chunk);
    }
    return submissions.submit({
      application: buildPitchForm(),
      language: 'en',
      document: upload,
      ...overrides,
    });
  }

  describe('submit', () => {
    it('answers a retry with the same Idempotency-Key from the first application: one row, one document, one event', async () => {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(30_000, 1)]);
      const application = buildPitchForm();
      const first = await submitWithDocument(bytes, 'deck.pdf', {
        application,
        idempotencyKey: 'pitch-key-0001',
      });
      const retry = await submitWithDocument(bytes, 'deck.pdf', {
        application,
        idempotencyKey: 'pitch-key-0001',
      });
      expect(retry).toEqual(first);
      expect([await count(PitchApplication), await count(PitchDocument), await count(OutboxEvent)]).toEqual([
        1, 1, 1,
      ]);
      // The retry's pieces are discarded, not left for the hourly sweep.
      expect(await pieces()).toBe(0);
      await expect(
        submitWithDocument(bytes, 'deck.pdf', {
          application: { ...application, startupName: 'Another startup' },
          idempotencyKey: 'pitch-key-0001',
        }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await count(PitchApplication)).toBe(1);
    });

    it('stores the application, pending, with its event and no document', async () => {
      const result = await submissions.submit({
        application: buildPitchForm({ founderName: 'Kavya <b>' }),
        language: 'ta',
        document: null,
      });
      expect(result).toEqual({
        ref: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        status: 'pending',
        submittedAt: expect.any(String),
      });
      const em = kit.orm.em.fork();
      const row = await em.findOneOrFail(PitchApplication, { ref: result.ref });
      expect(row).toMatchObject({
        status: 'pending',
        language: 'ta',
        founderName: 'Kavya <b>',
        businessCategory: 'AgriTech',
        teamMembers: [{ name: 'Arun Kumar', role: 'CTO', experience: '8 years in embedded systems' }],
        reviewedAt: null,
        reviewedBy: null,
      });
      expect(row.submittedAt.toISOString()).toBe(result.submittedAt);
      expect(await count(PitchDocument)).toBe(0);
      const events = await em.find(OutboxEvent, {});
      expect(events.map((event) => [event.name, event.payload])).toEqual([
        [
          'pitch.submitted.v1',
          {
            applicationId: row.id,
            ref: result.ref,
            startupName: 'Kovai Agro Labs',
            founderName: 'Kavya <b>',
            email: 'priya@example.com',
            language: 'ta',
            hasDocument: false,
            submittedAt: result.submittedAt,
          },
        ],
      ]);
    });

    it('joins a multi-chunk upload into one document, stored with the application and the event', async () => {
      const bytes = buildPdfBytes(2 * FILE_CHUNK_BYTES + 1234);
      const result = await submitWithDocument(bytes, 'C:\\Users\\priya\\My Deck\u0007.PDF');
      const em = kit.orm.em.fork();
      const application = await em.findOneOrFail(PitchApplication, { ref: result.ref });
      const document = await em.findOneOrFail(
        PitchDocument,
        { applicationId: application.id },
        { populate: ['bytes'] },
      );
      expect(document).toMatchObject({
        fileName: 'My Deck.pdf',
        mimeType: 'application/pdf',
        size: bytes.length,
      });
      expect(Buffer.compare(document.bytes, bytes)).toBe(0);
      expect(await pieces()).toBe(0);
      const [event] = await em.find(OutboxEvent, {});
      expect(event?.payload).toMatchObject({ applicationId: application.id, hasDocument: true });

      // A download reads it back in slices that join to the same bytes.
      const first = await reviews.getDocumentChunk({ id: application.id, index: 0 });
      expect(first).toMatchObject({
        chunkCount: 3,
        size: bytes.length,
        mimeType: 'application/pdf',
        fileName: 'My Deck.pdf',
      });
      const slices = [Buffer.from(first.data, 'base64')];
      for (let index = 1; index < first.chunkCount; index += 1) {
        slices.push(
          Buffer.from((await reviews.getDocumentChunk({ id: application.id, index })).data, 'base64'),
        );
      }
      expect(slices.map((slice) => slice.length)).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, 1234]);
      expect(Buffer.compare(Buffer.concat(slices), bytes)).toBe(0);
      await expect(reviews.getDocumentChunk({ id: application.id, index: 3 })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(reviews.getDocumentChunk({ id: application.id + 1, index: 0 })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Pitch application not found',
      });
      const { ref } = await submissions.submit({
        application: buildPitchForm(),
        language: 'en',
        document: null,
      });
      const without = await em.findOneOrFail(PitchApplication, { ref });
      await expect(reviews.getDocumentChunk({ id: without.id, index: 0 })).rejects.toMatchObject({
        code: 'PITCH_DOCUMENT_MISSING',
        message: 'This application has no document',
      });
    });

    it('names a document by the type its bytes are', async () => {
      const docx = Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('....[Content_Types].xml....word/document.xml....', 'latin1'),
      ]);
      const result = await submitWithDocument(docx, 'proposal.pdf');
      const view = await reviews.get(
        (await kit.orm.em.fork().findOneOrFail(PitchApplication, { ref: result.ref })).id,
      );
      expect(view.document).toEqual({
        fileName: 'proposal.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: docx.length,
      });
    });

    it('refuses an executable whatever it is called, and stores nothing', async () => {
      const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), randomBytes(4000)]);
      await expect(submitWithDocument(exe, 'deck.pdf')).rejects.toMatchObject({
        code: 'UNSUPPORTED_FILE',
        message: 'Please upload a PDF, PPT, PPTX, DOC or DOCX file',
      });
      expect([await count(PitchApplication), await count(PitchDocument), await count(OutboxEvent)]).toEqual([
        0, 0, 0,
      ]);
    });

    it('refuses an upload that does not match what was announced: a chunk missing, another size, other bytes', async () => {
      const bytes = buildPdfBytes(FILE_CHUNK_BYTES + 10);
      const { chunks, upload } = buildUpload(bytes);
      await submissions.uploadChunk(chunks[0]!);
      const incomplete = submissions.submit({
        application: buildPitchForm(),
        language: 'en',
        document: upload,
      });
      await expect(incomplete).rejects.toMatchObject({ code: 'BAD_REQUEST' });

      await submissions.uploadChunk(chunks[1]!);
      for (const wrong of [{ size: upload.size - 1 }, { sha256: 'f'.repeat(64) }, { chunkCount: 3 }]) {
        await expect(
          submissions.submit({
            application: buildPitchForm(),
            language: 'en',
            document: { ...upload, ...wrong },
          }),
        ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      }
      expect([await count(PitchApplication), await count(OutboxEvent)]).toEqual([0, 0]);
      // Nothing was taken: the right description still works, once.
      await submissions.submit({ application: buildPitchForm(), language: 'en', document: upload });
      await expect(
        submissions.submit({ application: buildPitchForm(), language: 'en', document: upload }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      expect(await count(PitchApplication)).toBe(1);
    });

    it('writes application, document and event in one transaction: a failing document insert leaves none', async () => {
      const connection = kit.orm.em.getConnection();
      await connection.execute(`create or replace function registration.fail_pitch_document() returns trigger
        language plpgsql as $$ begin raise exception 'disk full'; end $$`);
      await connection.execute(`create trigger fail_pitch_document before insert on registration.pitch_document
        for each row execute function registration.fail_pitch_document()`);
      try {
        await expect(submitWithDocument(buildPdfBytes(5000))).rejects.toThrow(/disk full/);
        expect([await count(PitchApplication), await count(PitchDocument), await count(OutboxEvent)]).toEqual(
          [0, 0, 0],
        );
        // The chunks were not consumed either.
        expect(await pieces()).toBe(1);
      } finally {
        await connection.execute(`drop trigger fail_pitch_document on registration.pitch_document`);
        await connection.execute(`drop function registration.fail_pitch_document()`);
      }
    });
  });

  describe('upload chunks', () => {
    // Idempotence, order and the sweep are the shared mechanism's (libs/server-kit file-transfer); here, that
    // pitch.upload-chunk reaches it in this schema.
    it('stores a repeated piece once, in the registration schema', async () => {
      const { chunks } = buildUpload(buildPdfBytes(100));
      expect(await submissions.uploadChunk(chunks[0]!)).toEqual({ received: 100 });
      await submissions.uploadChunk(chunks[0]!);
      expect(await pieces()).toBe(1);
    });
  });

  describe('review', () => {
    it('records the status, who and when, and pitch.reviewed with the previous status', async () => {
      const { ref } = await submissions.submit({
        application: buildPitchForm(),
        language: 'ta',
        document: null,
      });
      const id = (await kit.orm.em.fork().findOneOrFail(PitchApplication, { ref })).id;
      const before = Date.now();
      const view = await reviews.review({
        id,
        status: 'shortlisted',
        notes: 'Strong team; check revenue claims',
        applicantMessage: 'Please bring a 5-minute demo.',
        reviewedBy: 'meena',
      });
      expect(view).toMatchObject({
        id,
        status: 'shortlisted',
        reviewedBy: 'meena',
        notes: 'Strong team; check revenue claims',
        applicantMessage: 'Please bring a 5-minute demo.',
      });
      expect(Date.parse(view.reviewedAt ?? '')).toBeGreaterThanOrEqual(before - 5);
      const row = await kit.orm.em.fork().findOneOrFail(PitchApplication, { id });
      expect(row).toMatchObject({ status: 'shortlisted', reviewedBy: 'meena' });

      await reviews.review({
        id,
        status: 'accepted',
        notes: null,
        applicantMessage: null,
        reviewedBy: 'arun',
      });
      const reviewed = (
        await kit.orm.em
          .fork()
          .find(OutboxEvent, { name: 'pitch.reviewed.v1' }, { orderBy: { createdAt: 'asc' } })
      ).map((event) => event.payload);
      expect(reviewed).toEqual([
        expect.objectContaining({
          applicationId: id,
          ref,
          language: 'ta',
          status: 'shortlisted',
          previousStatus: 'pending',
          applicantMessage: 'Please bring a 5-minute demo.',
          reviewedBy: 'meena',
        }),
        expect.objectContaining({
          status: 'accepted',
          previousStatus: 'shortlisted',
          applicantMessage: null,
          reviewedBy: 'arun',
        }),
      ]);
      // Staff notes never travel in the event.
      expect(JSON.stringify(reviewed)).not.toContain('revenue claims');
    });

    it('says not found for an unknown application', async () => {
      await expect(
        reviews.review({
          id: 999,
          status: 'rejected',
          notes: null,
          applicantMessage: null,
          reviewedBy: 'meena',
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Pitch application not found' });
      await expect(reviews.get(999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await count(OutboxEvent)).toBe(0);
    });
  });

  describe('list', () => {
    it('filters by status, category and turnover, newest first, one page at a time', async () => {
      const refs: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const application = buildPitchForm({
          startupName: `Startup ${i}`,
          businessCategory: i % 2 === 0 ? 'FinTech' : 'EdTech',
          turnover: i % 3 === 0 ? '0' : '1Cr+',
        });
        const { ref } =
          i === 4
            ? await submitWithDocument(buildPdfBytes(500), 'deck.pdf', { application })
            : await submissions.submit({ application, language: 'en', document: null });
        refs.push(ref);
      }
      const em = kit.orm.em.fork();
      const ids = await Promise.all(
        refs.map(async (ref) => (await em.findOneOrFail(PitchApplication, { ref })).id),
      );
      await reviews.review({
        id: ids[3]!,
        status: 'rejected',
        notes: null,
        applicantMessage: null,
        reviewedBy: 'x',
      });

      const first = await reviews.list({ page: 1, pageSize: 5 });
      expect(first.total).toBe(12);
      expect(first.items.map((item) => item.startupName)).toEqual([
        'Startup 11',
        'Startup 10',
        'Startup 9',
        'Startup 8',
        'Startup 7',
      ]);
      const third = await reviews.list({ page: 3, pageSize: 5 });
      expect(third.items.map((item) => item.startupName)).toEqual(['Startup 1', 'Startup 0']);
      expect((await reviews.list({ page: 4, pageSize: 5 })).items).toEqual([]);

      const fintech = await reviews.list({ category: 'FinTech', page: 1, pageSize: 50 });
      expect(fintech.total).toBe(6);
      expect(fintech.items.every((item) => item.businessCategory === 'FinTech')).toBe(true);

      const small = await reviews.list({ category: 'FinTech', turnover: '0', page: 1, pageSize: 50 });
      expect(small.items.map((item) => item.startupName)).toEqual(['Startup 6', 'Startup 0']);

      const rejected = await reviews.list({ status: 'rejected', page: 1, pageSize: 50 });
      expect(rejected.items.map((item) => [item.startupName, item.status])).toEqual([
        ['Startup 3', 'rejected'],
      ]);
      expect((await reviews.list({ status: 'pending', page: 1, pageSize: 50 })).total).toBe(11);

      const withDocument = first.items
        .concat((await reviews.list({ page: 2, pageSize: 5 })).items)
        .filter((item) => item.hasDocument);
      expect(withDocument.map((item) => item.startupName)).toEqual(['Startup 4']);
    });
  });
});
