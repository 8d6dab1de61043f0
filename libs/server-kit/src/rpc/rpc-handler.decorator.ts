import { MessagePattern } from '@nestjs/microservices';
import type { RpcContract, RpcPayload, RpcReply } from '@eventdesk/contracts';

type RpcHandlerMethod<TContract extends RpcContract> = (
  payload: RpcPayload<TContract>,
  ...rest: never[]
) => Promise<RpcReply<TContract>> | RpcReply<TContract>;

/**
 * Serves an RPC defined in libs/contracts: subscribes to its pattern, parses the payload with its request schema
 * (a bad payload throws the ZodError the RPC error filter turns into a validation error) and, through the
 * descriptor's type, makes the compiler check that the method returns the response's type.
 */
export function RpcHandler<TContract extends RpcContract>(contract: TContract) {
  return <TMethod extends RpcHandlerMethod<TContract>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<TMethod>,
  ): void => {
    const handle = descriptor.value;
    if (!handle) {
      throw new Error(`@RpcHandler(${contract.pattern}) must decorate a method`);
    }
    const parsing = function (this: unknown, payload: unknown, ...rest: never[]) {
      return handle.call(this, contract.request.parse(payload) as RpcPayload<TContract>, ...rest);
    };
    // Decorators below this one (interceptors, guards) put their metadata on the original function: keep it.
    for (const metadataKey of Reflect.getMetadataKeys(handle)) {
      Reflect.defineMetadata(metadataKey, Reflect.getMetadata(metadataKey, handle), parsing);
    }
    Object.defineProperty(parsing, 'name', { value: handle.name });
    descriptor.value = parsing as TMethod;
    MessagePattern(contract.pattern)(target, key, descriptor);
  };
}
