import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { notificationRpcs, REGISTRATION_CREATED } from '@eventdesk/contracts';
import { createTestOrm, overTheWire, truncateSchema, type OverTheWire } from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { DeliveriesHandler } from './deliveries.handler';
import { DeliveriesService } from './deliveries.service';

/** notification.list-deliveries as NATS calls it: the payload unparsed, the answer checked by its contract. */
describe('listDeliveries RPC (real PostgreSQL)', () => {
  let orm: MikroORM;
  let deliveries: DeliveriesService;
  let handler: OverTheWire<DeliveriesHandler>;

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    deliveries = new DeliveriesService(orm.em, unreadDeliveryOutcomes());
    handler = overTheWire(new DeliveriesHandler(deliveries));
  });
  afterAll(() => orm.close());
  beforeEach(() => truncateSchema(orm, NOTIFICATION_SCHEMA));

  it('lists one event’s deliveries within the contract, and refuses a query outside it', async () => {
    const event = {
      id: randomUUID(),
      name: REGISTRATION_CREATED,
      occurredAt: new Date().toISOString(),
      payload: {},
    };
    await deliveries.queueOnce(event, [
      { channel: 'email', recipient: 'meena@example.com', payload: {} },
      { channel: 'whatsapp', recipient: '+919843012345', payload: {} },
    ]);
    await deliveries.queueOnce({ ...event, id: randomUUID() }, [
      { channel: 'email', recipient: 'other@example.com', payload: {} },
    ]);

    const listed = notificationRpcs.listDeliveries.response.parse(await handler.list({ eventId: event.id }));
    expect(listed.map((row) => [row.channel, row.recipient, row.status]).sort()).toEqual([
      ['email', 'meena@example.com', 'queued'],
      ['whatsapp', '+919843012345', 'queued'],
    ]);
    // The limit defaults to 50: every delivery, with no query at all.
    expect(await handler.list({})).toHaveLength(3);
    expect(() => handler.list({ limit: 0 })).toThrow(/limit/);
    expect(() => handler.list({ eventId: 'not-a-uuid' })).toThrow(/eventId/);
  });
});
