/**
 * An @RpcHandler class as NATS calls it: each method takes the payload unparsed (the decorator parses it with the
 * contract's request schema), so a test can send what a caller would, defaults left out or values that must be
 * refused.
 */
export type OverTheWire<THandler> = {
  [K in keyof THandler]: THandler[K] extends (payload: never, ...rest: infer TRest) => infer TResult
    ? (payload: unknown, ...rest: TRest) => TResult
    : THandler[K];
};

export function overTheWire<THandler>(handler: THandler): OverTheWire<THandler> {
  return handler as unknown as OverTheWire<THandler>;
}
