import 'reflect-metadata';
import { Controller, Module, UseInterceptors, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxyFactory, Payload, type ClientProxy } from '@nestjs/microservices';
import { of } from 'rxjs';
import { z } from 'zod';
import { defineRpc, type RpcPayload } from '@eventdesk/contracts';
import { startPrivateNats, type PrivateNats } from '@eventdesk/testing';
import { DomainError } from '../errors/domain-error';
import { natsClientOptions, natsServerOptions } from './nats-options';
import { RpcClient } from './rpc-client';
import { RpcErrorFilter } from './rpc-error.filter';
import { RpcHandler } from './rpc-handler.decorator';

// A contract as libs/contracts defines them: the request trims and defaults, the response turns text into a Date.
const greetRpc = defineRpc(
  'kit-test.greet',
  z.object({ name: z.string().trim().min(1), times: z.number().int().default(1) }),
  z.object({ greeting: z.string(), at: z.iso.datetime().transform((at) => new Date(at)) }),
);
// The same subject answered by a handler that breaks its contract (a bug on the serving side).
const brokenRpc = defineRpc('kit-test.broken', z.object({}), z.object({ count: z.number() }));

@Controller()
class GreetHandler {
  received: unknown[] = [];

  @RpcHandler(greetRpc)
  greet(@Payload() payload: RpcPayload<typeof greetRpc>) {
    this.received.push(payload);
    return { greeting: `hello ${payload.name}`.repeat(payload.times), at: '2026-10-25T09:00:00.000Z' };
  }

  // An interceptor below @RpcHandler still applies: its metadata is kept on the parsing wrapper.
  @RpcHandler(brokenRpc)
  @UseInterceptors({ intercept: () => of({ count: 'seven' }) })
  broken(): { count: number } {
    return { count: 7 };
  }
}

// Checked by `npm run typecheck`: a handler that returns something else than the response's type does not compile.
export class MistypedGreetHandler {
  // @ts-expect-error greeting must be a string
  @RpcHandler(greetRpc)
  greet() {
    return { greeting: 42, at: '2026-10-25T09:00:00.000Z' };
  }
}

@Module({ controllers: [GreetHandler] })
class GreetModule {}

describe('typed RPC contracts (defineRpc, RpcClient.call, @RpcHandler) over a real NATS server', () => {
  let nats: PrivateNats;
  let service: INestMicroservice;
  let proxy: ClientProxy;
  let rpc: RpcClient;

  beforeAll(async () => {
    nats = await startPrivateNats();
    service = await NestFactory.createMicroservice(GreetModule, {
      ...natsServerOptions('registration', nats.url),
      logger: false,
    });
    service.useGlobalFilters(new RpcErrorFilter());
    await service.listen();
    proxy = ClientProxyFactory.create(natsClientOptions('kit-test-client', nats.url));
    await proxy.connect();
    rpc = new RpcClient(proxy, 2000);
  });

  afterAll(async () => {
    await proxy?.close();
    await service?.close();
    await nats?.stop();
  });

  it('the handler gets the parsed request and the caller gets the parsed response', async () => {
    const answer = await rpc.call(greetRpc, { name: '  Priya ' });
    expect(answer.greeting).toBe('hello Priya');
    expect(answer.at).toEqual(new Date('2026-10-25T09:00:00.000Z'));
    const handler = service.get(GreetHandler);
    expect(handler.received.at(-1)).toEqual({ name: 'Priya', times: 1 });
  });

  it('a request outside the contract is refused by the handler as a validation error', async () => {
    const refused = await rpc.call(greetRpc, { name: '   ' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('VALIDATION_FAILED');
  });

  it('an answer outside the contract fails at the caller, naming the RPC', async () => {
    await expect(rpc.call(brokenRpc, {})).rejects.toThrow(
      /RPC kit-test\.broken answered outside its contract/,
    );
  });
});
