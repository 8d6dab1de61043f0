import type { z } from 'zod';

/**
 * One RPC, defined once: its NATS subject and the schemas of what is sent and what comes back. The caller
 * (`RpcClient.call`) gets both types from it and checks the answer; the handler (`@RpcHandler`) gets the request
 * parsed and must return the response's type.
 */
export interface RpcContract<
  TRequest extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  readonly pattern: string;
  readonly request: TRequest;
  readonly response: TResponse;
}

export function defineRpc<TRequest extends z.ZodType, TResponse extends z.ZodType>(
  pattern: string,
  request: TRequest,
  response: TResponse,
): RpcContract<TRequest, TResponse> {
  return { pattern, request, response };
}

/** What a caller passes (before the handler's parsing applies defaults and transforms). */
export type RpcRequest<TContract extends RpcContract> = z.input<TContract['request']>;
/** What a handler receives. */
export type RpcPayload<TContract extends RpcContract> = z.output<TContract['request']>;
/** What a handler returns (JSON on the wire). */
export type RpcReply<TContract extends RpcContract> = z.input<TContract['response']>;
/** What a caller gets back, checked. */
export type RpcResponse<TContract extends RpcContract> = z.output<TContract['response']>;
