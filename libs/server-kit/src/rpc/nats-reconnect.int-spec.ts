import 'reflect-metadata';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxyFactory, MessagePattern, Payload, type ClientProxy } from '@nestjs/microservices';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@eventdesk/testing';
import { NATS_RECONNECT, natsClientOptions, natsServerOptions } from './nats-options';
import { RpcClient } from './rpc-client';

jest.setTimeout(40_000);

const ECHO = 'kit-test.reconnect-echo';

@Controller()
class EchoHandler {
  @MessagePattern(ECHO)
  echo(@Payload() data: { text: string }): { echoed: string } {
    return { echoed: data.text };
  }
}

@Module({ controllers: [EchoHandler] })
class EchoModule {}

/** nats-server on a fixed port (libs/testing's picks a new port each start; a restart must keep the address). */
function startNatsServer(port: number): Promise<ChildProcess> {
  const child = spawn('/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server is ready')) {
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`nats-server exited with ${code}: ${output}`)));
  });
}

function stopNatsServer(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('NATS reconnection (issue 13: a NATS outage must not leave the apps disconnected for good)', () => {
  let server: ChildProcess | undefined;
  let service: INestMicroservice | undefined;
  let proxy: ClientProxy | undefined;

  afterAll(async () => {
    await proxy?.close();
    await service?.close();
    if (server && server.exitCode === null && server.signalCode === null) {
      await stopNatsServer(server);
    }
  });

  it('a service and a client find the server again after an outage longer than nats.js’s 10 default attempts', async () => {
    const port = await freePort();
    const url = `nats://127.0.0.1:${port}`;
    server = await startNatsServer(port);
    service = await NestFactory.createMicroservice(EchoModule, {
      ...natsServerOptions('registration', url),
      logger: false,
    });
    await service.listen();
    proxy = ClientProxyFactory.create(natsClientOptions('kit-test-client', url));
    await proxy.connect();
    const rpc = new RpcClient(proxy, 1000);
    await expect(rpc.request(ECHO, { text: 'before' })).resolves.toEqual({ echoed: 'before' });

    // Ten attempts at this pacing take at most 5 s: a client that gives up after ten is gone by the end of this.
    const outageMs = 10 * (NATS_RECONNECT.reconnectTimeWait + NATS_RECONNECT.reconnectJitter) + 1_000;
    await stopNatsServer(server);
    await sleep(outageMs);
    server = await startNatsServer(port);
    const back = Date.now();

    let answer: unknown;
    while (answer === undefined && Date.now() - back < 10_000) {
      // A disconnected client refuses at once: pause, so its reconnection (timers, sockets) gets its turn.
      answer = await rpc.request(ECHO, { text: 'after' }).catch(() => sleep(100).then(() => undefined));
    }
    expect(answer).toEqual({ echoed: 'after' });
    // Both ends reconnect within a few pacing steps, not nats.js's default 2 s per attempt.
    expect(Date.now() - back).toBeLessThan(3_000);
  });
});
