import type { MikroORM } from '@mikro-orm/postgresql';
import { contactMessageBody } from '@eventdesk/contracts';
import { createTestOrm } from '@eventdesk/testing';
import { registrationOrmConfig } from '../database';
import { SettingsService } from '../settings/settings.service';
import { resetRegistrationDb } from '../../test/registration-test-db';
import { ContactMessage } from './contact-message.entity';
import { ContactMessagesService } from './contact-messages.service';

describe('contact messages (real PostgreSQL)', () => {
  let orm: MikroORM;
  let service: ContactMessagesService;

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    service = new ContactMessagesService(orm.em);
  });
  afterAll(() => orm.close());
  // Seeded again (settings and seats), not only emptied: a later file in this worker may start the whole service.
  beforeEach(() => resetRegistrationDb(orm, new SettingsService(orm.em)));

  it('stores the message for staff, unhandled', async () => {
    const body = contactMessageBody.parse({
      name: ' Anitha ',
      email: 'Anitha@Example.com',
      phone: '+91 98765 43210',
      programme: 'vairagiya',
      message: 'When does the next batch start?',
      language: 'ta',
    });
    const answer = await service.create(body);
    expect(answer.id).toBeGreaterThan(0);
    const stored = await orm.em.fork().findOneOrFail(ContactMessage, answer.id);
    expect(stored).toMatchObject({
      name: 'Anitha',
      email: 'anitha@example.com',
      programme: 'vairagiya',
      message: 'When does the next batch start?',
      language: 'ta',
      handledAt: null,
    });
  });

  it('rejects a form without a programme or message', () => {
    const result = contactMessageBody.safeParse({
      name: 'Anitha',
      email: 'anitha@example.com',
      phone: '9876543210',
      programme: 'astrology',
      message: ' ',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['programme', 'validation.programme.invalid'],
      ['message', 'validation.required'],
    ]);
  });
});
