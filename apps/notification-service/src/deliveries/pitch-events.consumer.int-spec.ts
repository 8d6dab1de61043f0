import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type {
  EventEnvelope,
  PitchReviewedPayload,
  PitchStatus,
  PitchSubmittedPayload,
} from '@eventdesk/contracts';
import { startSmtpSink, type SmtpSink } from '@eventdesk/stand-ins';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { Mailer } from '../mail/mailer';
import { DeliveriesService } from './deliveries.service';
import { Delivery } from './delivery.entity';
import { PitchEventsConsumer } from './pitch-events.consumer';

const applicant = {
  applicationId: 7,
  ref: 'abcdefghijklmnopqrstuv',
  startupName: 'Kovai <Agro> & Labs',
  founderName: 'Priya "P" Raman',
  email: 'priya@example.com',
};

const submitted = (language: 'en' | 'ta', hasDocument = true): PitchSubmittedPayload => ({
  ...applicant,
  language,
  hasDocument,
  submittedAt: new Date().toISOString(),
});

const reviewed = (
  status: PitchStatus,
  previousStatus: PitchStatus,
  overrides: Partial<PitchReviewedPayload> = {},
): PitchReviewedPayload => ({
  ...applicant,
  language: 'en',
  status,
  previousStatus,
  applicantMessage: 'Bring a <b>5-minute</b> demo.',
  reviewedBy: 'meena',
  reviewedAt: new Date().toISOString(),
  ...overrides,
});

const envelope = <P>(name: string, payload: P): EventEnvelope<P> => ({
  id: randomUUID(),
  name,
  occurredAt: new Date().toISOString(),
  payload,
});

const firstTry = { attempt: 1, isFinalAttempt: false };

describe('pitch event consumers (real PostgreSQL and a real SMTP server)', () => {
  let orm: MikroORM;
  let sink: SmtpSink;
  let mailer: Mailer;
  let consumer: PitchEventsConsumer;

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    sink = await startSmtpSink(0, 0);
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${sink.smtpPort}`, from: 'Test <t@example.com>' });
    consumer = new PitchEventsConsumer(new DeliveriesService(orm.em, unreadDeliveryOutcomes()), mailer);
  });
  afterAll(async () => {
    mailer.onApplicationShutdown();
    await sink.close();
    await orm.close();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    await truncateSchema(orm, NOTIFICATION_SCHEMA);
  });

  describe('pitch.submitted', () => {
    it('acknowledges once in English, names escaped in the HTML, even when the event arrives twice', async () => {
      const event = envelope('pitch.submitted.v1', submitted('en'));
      await consumer.onPitchSubmitted(event, firstTry);
      await consumer.onPitchSubmitted(event, firstTry);
      expect(sink.messages).toHaveLength(1);
      const mail = sink.messages[0]!;
      expect(mail.to).toEqual(['priya@example.com']);
      expect(mail.subject).toBe('Pitch application received: Kovai <Agro> & Labs');
      expect(mail.messageId).toBe(`<${event.id}.email@eventdesk>`);
      expect(mail.text).toContain('Dear Priya "P" Raman,');
      expect(mail.text).toContain('Your pitch document was received with it.');
      expect(mail.text).toContain('Application reference: abcdefghijklmnopqrstuv');
      expect(mail.html).toContain('Kovai &lt;Agro&gt; &amp; Labs');
      expect(mail.html).toContain('Priya &quot;P&quot; Raman');
      expect(mail.html).not.toContain('<Agro>');
      const rows = await orm.em.fork().find(Delivery, {});
      expect(rows.map((row) => [row.eventName, row.status, row.attempts, row.recipient])).toEqual([
        ['pitch.submitted.v1', 'sent', 1, 'priya@example.com'],
      ]);
    });

    it('acknowledges in Tamil, without the document line when there was none', async () => {
      await consumer.onPitchSubmitted(envelope('pitch.submitted.v1', submitted('ta', false)), firstTry);
      const mail = sink.messages[0]!;
      expect(mail.subject).toBe('பிட்ச் விண்ணப்பம் பெறப்பட்டது: Kovai <Agro> & Labs');
      expect(mail.text).toContain('அன்புள்ள Priya "P" Raman,');
      expect(mail.text).not.toContain('பிட்ச் ஆவணமும்');
      expect(mail.html).toContain('<html lang="ta">');
    });
  });

  describe('pitch.reviewed', () => {
    it('sends the decision once, with the message for the applicant, escaped', async () => {
      const event = envelope('pitch.reviewed.v1', reviewed('shortlisted', 'pending'));
      await consumer.onPitchReviewed(event, firstTry);
      await consumer.onPitchReviewed(event, firstTry);
      expect(sink.messages).toHaveLength(1);
      const mail = sink.messages[0]!;
      expect(mail.subject).toBe('Your pitch has been shortlisted: Kovai <Agro> & Labs');
      expect(mail.text).toContain('A note from the review team:\nBring a <b>5-minute</b> demo.');
      expect(mail.html).toContain('Bring a &lt;b&gt;5-minute&lt;/b&gt; demo.');
      expect(mail.html).not.toContain('<b>5-minute');
      expect(await orm.em.fork().count(Delivery, { status: 'sent' })).toBe(1);
    });

    it.each([
      ['accepted', 'en', 'Your pitch has been accepted: Kovai <Agro> & Labs'],
      ['rejected', 'en', 'Update on your pitch application: Kovai <Agro> & Labs'],
      ['shortlisted', 'ta', 'உங்கள் பிட்ச் தேர்வுப் பட்டியலில் இடம்பெற்றது: Kovai <Agro> & Labs'],
      ['accepted', 'ta', 'உங்கள் பிட்ச் ஏற்றுக்கொள்ளப்பட்டது: Kovai <Agro> & Labs'],
      ['rejected', 'ta', 'உங்கள் பிட்ச் விண்ணப்பம் பற்றிய தகவல்: Kovai <Agro> & Labs'],
    ] as const)('words a change to %s in %s', async (status, language, subject) => {
      await consumer.onPitchReviewed(
        envelope('pitch.reviewed.v1', reviewed(status, 'pending', { language, applicantMessage: null })),
        firstTry,
      );
      expect(sink.messages.map((mail) => mail.subject)).toEqual([subject]);
      expect(sink.messages[0]!.text).not.toMatch(/note from the review team|பரிசீலனைக் குழுவின்/);
    });

    it('sends nothing for a step back to pending or a review that kept the status', async () => {
      await consumer.onPitchReviewed(
        envelope('pitch.reviewed.v1', reviewed('pending', 'shortlisted')),
        firstTry,
      );
      await consumer.onPitchReviewed(
        envelope('pitch.reviewed.v1', reviewed('shortlisted', 'shortlisted')),
        firstTry,
      );
      expect(sink.messages).toHaveLength(0);
      expect(await orm.em.fork().count(Delivery, {})).toBe(0);
    });

    it('records a refused send for retry and sends it on the next attempt', async () => {
      const event = envelope('pitch.reviewed.v1', reviewed('accepted', 'shortlisted'));
      const refusing = new Mailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'Test <t@example.com>' });
      const failing = new PitchEventsConsumer(
        new DeliveriesService(orm.em, unreadDeliveryOutcomes()),
        refusing,
      );
      await expect(failing.onPitchReviewed(event, firstTry)).rejects.toThrow();
      refusing.onApplicationShutdown();
      expect(await orm.em.fork().findOneOrFail(Delivery, { eventId: event.id })).toMatchObject({
        status: 'queued',
        attempts: 1,
      });
      await consumer.onPitchReviewed(event, { attempt: 2, isFinalAttempt: false });
      expect(sink.messages).toHaveLength(1);
      expect(await orm.em.fork().findOneOrFail(Delivery, { eventId: event.id })).toMatchObject({
        status: 'sent',
        attempts: 2,
      });
    });
  });
});
