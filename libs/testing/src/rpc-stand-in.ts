import { connect, JSONCodec } from 'nats';
import { toRpcError } from '@eventdesk/server-kit';

export interface StandInCall {
  subject: string;
  data: unknown;
}

export interface RpcStandIn {
  /** What the caller (gateway or service) sent, in order. */
  calls: StandInCall[];
  close: () => Promise<void>;
}

/** Thrown by a stand-in handler to answer with a service error (code + message), as a real service does. */
export class StandInError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

const codec = JSONCodec<{ id?: string; data?: unknown }>();
const replyCodec = JSONCodec();

/**
 * Answers the given subjects on a private NATS the way a Nest service does (the `{ id, response | err,
 * isDisposed }` reply), so a test can check what the gateway (or a service calling another) sends and what it makes of
 * the answer without booting the service it calls. The services' own behaviour is tested in their int tests.
 */
export async function startRpcStandIn(
  url: string,
  handlers: Record<string, (data: unknown) => unknown>,
): Promise<RpcStandIn> {
  const connection = await connect({ servers: url, name: 'test-stand-in' });
  const calls: StandInCall[] = [];
  for (const [subject, handle] of Object.entries(handlers)) {
    const subscription = connection.subscribe(subject);
    void (async () => {
      for await (const message of subscription) {
        const packet = codec.decode(message.data);
        calls.push({ subject, data: packet.data });
        try {
          const response: unknown = await handle(packet.data);
          message.respond(replyCodec.encode({ id: packet.id, response, isDisposed: true }));
        } catch (error) {
          // Anything else is converted as a real service's RpcErrorFilter converts it (an outage, a bug).
          const err =
            error instanceof StandInError ? { code: error.code, message: error.message } : toRpcError(error);
          message.respond(replyCodec.encode({ id: packet.id, err, isDisposed: true }));
        }
      }
    })();
  }
  await connection.flush();
  return { calls, close: () => connection.close() };
}
