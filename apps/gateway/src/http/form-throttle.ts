import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';

const FORM_THROTTLED = 'eventdesk:form-throttled';

/** Marks a public form route (e.g. a pitch application) for the per-address hourly limit. */
export const FormThrottled = (): MethodDecorator => SetMetadata(FORM_THROTTLED, true);

/**
 * Public forms that store data and send e-mail: a person submits a few times an hour at most, a script
 * hundreds. Counted per address and per route, on top of the general per-minute limit; refused attempts count.
 */
export function formThrottler(perHour: number): ThrottlerOptions {
  return {
    name: 'form',
    ttl: 3_600_000,
    limit: perHour,
    skipIf: (context: ExecutionContext) => Reflect.getMetadata(FORM_THROTTLED, context.getHandler()) !== true,
  };
}
