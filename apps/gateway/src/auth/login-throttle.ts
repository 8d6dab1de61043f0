import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';

const LOGIN_THROTTLED = 'eventdesk:login-throttled';

/** Marks the login route for the stricter per-address limit. */
export const LoginThrottled = (): MethodDecorator => SetMetadata(LOGIN_THROTTLED, true);

/** The general per-address limit, plus a tight one that applies only to routes marked @LoginThrottled(). */
export function throttlers(generalPerMinute: number, loginPerMinute: number): ThrottlerOptions[] {
  return [
    { name: 'default', ttl: 60_000, limit: generalPerMinute },
    {
      name: 'login',
      ttl: 60_000,
      limit: loginPerMinute,
      skipIf: (context: ExecutionContext) =>
        Reflect.getMetadata(LOGIN_THROTTLED, context.getHandler()) !== true,
    },
  ];
}
