import { natsConnectionFromUrl } from './nats-url';

describe('natsConnectionFromUrl', () => {
  it('passes a URL without credentials on unchanged (development: a local NATS with no auth)', () => {
    expect(natsConnectionFromUrl('nats://127.0.0.1:4222')).toEqual({ servers: ['nats://127.0.0.1:4222'] });
  });

  it('takes user and password out of the URL, decoded', () => {
    expect(natsConnectionFromUrl('nats://eventdesk:p%40ss%2Fw%3Ard@nats:4222')).toEqual({
      servers: ['nats://nats:4222'],
      user: 'eventdesk',
      pass: 'p@ss/w:rd',
    });
  });

  it('reads a user without a password as an auth token, as nats-server and the Go client do', () => {
    expect(natsConnectionFromUrl('nats://s3cr3t-token@nats.example.com:4222')).toEqual({
      servers: ['nats://nats.example.com:4222'],
      token: 's3cr3t-token',
    });
    expect(natsConnectionFromUrl('tls://:s3cr3t-token@nats.example.com:4222')).toEqual({
      servers: ['tls://nats.example.com:4222'],
      token: 's3cr3t-token',
    });
  });
});
