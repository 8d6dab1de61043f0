import 'reflect-metadata';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxyFactory, MessagePattern, Payload, type ClientProxy } from '@nestjs/microservices';
import { randomBytes } from 'node:crypto';
import { startPrivateNats, type PrivateNats } from '@eventdesk/testing';
import { natsClientOptions, natsServerOptions } from './nats-options';
import { RpcClient } from './rpc-client';

jest.setTimeout(30_000);

const ECHO = 'kit-test.echo';

@Controller()
class EchoHandler {
  @MessagePattern(ECHO)
  echo(@Payload() data: { text: string }): { echoed: string } {
    return { echoed: data.text };
  }
}

@Module({ controllers: [EchoHandler] })
class EchoModule {}

/** A URL-unsafe password on purpose: it travels percent-encoded in NATS_URL, as a Secret would give it. */
const password = `p@ss/${randomBytes(12).toString('hex')}:#`;

/** nats://user:password@host:port from the server's plain URL. */
function withCredentials(url: string, user: string, pass: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(pass);
  return parsed.toString();
}

describe('NATS with authentication: credentials in NATS_URL (a private nats-server --user --pass)', () => {
  let nats: PrivateNats;
  let service: INestMicroservice | undefined;
  let proxy: ClientProxy | undefined;

  beforeAll(async () => {
    nats = await startPrivateNats({ user: 'eventdesk', pass: password });
  });
  afterEach(async () => {
    await proxy?.close();
    await service?.close();
    proxy = undefined;
    service = undefined;
  });
  afterAll(() => nats?.stop());

  it('a service and a client given nats://user:password@host answer an RPC round trip', async () => {
    const url = withCredentials(nats.url, 'eventdesk', password);
    service = await NestFactory.createMicroservice(EchoModule, {
      ...natsServerOptions('registration', url),
      logger: false,
    });
    await service.listen();
    proxy = ClientProxyFactory.create(natsClientOptions('kit-test-client', url));
    await proxy.connect();

    await expect(new RpcClient(proxy, 5000).request(ECHO, { text: 'hello' })).resolves.toEqual({
      echoed: 'hello',
    });
  });

  it('without credentials, or with a wrong password, connecting fails with the server’s authorization error', async () => {
    for (const url of [nats.url, withCredentials(nats.url, 'eventdesk', 'wrong')]) {
      const client = ClientProxyFactory.create(natsClientOptions('kit-test-client', url));
      await expect(client.connect()).rejects.toThrow(/Authorization Violation/i);
      await client.close();
    }
    service = await NestFactory.createMicroservice(EchoModule, {
      ...natsServerOptions('registration', nats.url),
      logger: false,
    });
    await expect(service.listen()).rejects.toThrow(/Authorization Violation/i);
  });
});

describe('NATS with a token: nats://token@host', () => {
  it('connects with the token and is refused without it', async () => {
    const token = randomBytes(16).toString('hex');
    const nats = await startPrivateNats({ token });
    try {
      const good = ClientProxyFactory.create(
        natsClientOptions('kit-test-client', withCredentials(nats.url, token, '')),
      );
      await expect(good.connect()).resolves.toBeDefined();
      await good.close();
      const bad = ClientProxyFactory.create(natsClientOptions('kit-test-client', nats.url));
      await expect(bad.connect()).rejects.toThrow(/Authorization Violation/i);
      await bad.close();
    } finally {
      await nats.stop();
    }
  });
});
