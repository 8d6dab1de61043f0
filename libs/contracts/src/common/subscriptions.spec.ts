import { eventEnvelope, serviceNames } from './events';
import { eventConsumers, eventQueueName } from './subscriptions';

describe('event subscriptions', () => {
  it('names only known services and versioned events', () => {
    for (const [eventName, consumers] of Object.entries(eventConsumers)) {
      expect(eventName).toMatch(/^[a-z-]+\.[a-z-]+\.v\d+$/);
      for (const consumer of consumers) {
        expect(serviceNames).toContain(consumer);
      }
    }
  });

  it('gives each (consumer, event) its own queue', () => {
    expect(eventQueueName('notification', 'registration.created.v1')).toBe(
      'notification.registration.created.v1',
    );
  });

  it('parses a valid envelope and rejects one without an id', () => {
    const envelope = {
      id: '6f1c1c52-7a0e-4d43-9d59-0a0c8f3b8f11',
      name: 'registration.created.v1',
      occurredAt: new Date().toISOString(),
      payload: {},
    };
    expect(eventEnvelope.safeParse(envelope).success).toBe(true);
    expect(eventEnvelope.safeParse({ ...envelope, id: 'x' }).success).toBe(false);
  });
});
