import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Language } from '@eventdesk/contracts';

const THROTTLED_BY = 'eventdesk:throttled-by';

/** The per-address limits that apply only to the routes marked for them, on top of the general per-minute one. */
type RouteThrottler = 'form' | 'lead-upload' | 'webhook';

const throttledBy = (name: RouteThrottler): MethodDecorator => SetMetadata(THROTTLED_BY, name);

function routeThrottler(name: RouteThrottler, ttl: number, limit: number): ThrottlerOptions {
  return {
    name,
    ttl,
    limit,
    skipIf: (context: ExecutionContext) => Reflect.getMetadata(THROTTLED_BY, context.getHandler()) !== name,
  };
}

/** Marks a public form route (e.g. a pitch application) for the per-address hourly limit. */
export const FormThrottled = (): MethodDecorator => throttledBy('form');

/**
 * Public forms that store data and send e-mail: a person submits a few times an hour at most, a script
 * hundreds. Counted per address and per route, on top of the general per-minute limit; refused attempts count.
 */
export function formThrottler(perHour: number): ThrottlerOptions {
  return routeThrottler('form', 3_600_000, perHour);
}

/** Marks a lead file upload: each can be 10 MB and 20,000 rows of work for leads-service. */
export const LeadUploadThrottled = (): MethodDecorator => throttledBy('lead-upload');

export function leadUploadThrottler(perMinute: number): ThrottlerOptions {
  return routeThrottler('lead-upload', 60_000, perMinute);
}

/** Marks a public webhook: its sender retries what we refuse, so a flood is cut short cheaply. */
export const WebhookThrottled = (): MethodDecorator => throttledBy('webhook');

export function webhookThrottler(perMinute: number): ThrottlerOptions {
  return routeThrottler('webhook', 60_000, perMinute);
}

const COUPON_FIELD = 'eventdesk:coupon-field';

/** Per address and minute, over every route that evaluates a code: enough for typos, too few to guess codes. */
export const COUPON_ATTEMPTS_PER_MINUTE = 20;

/**
 * Marks a route that tells whether a coupon code is valid. With `field`, only a request whose body carries a
 * non-empty code there counts, so an honest registration without a coupon spends nothing of the budget.
 */
export const CouponThrottled = (field?: string): MethodDecorator => SetMetadata(COUPON_FIELD, field ?? true);

function evaluatesCoupon(context: ExecutionContext): boolean {
  const field: unknown = Reflect.getMetadata(COUPON_FIELD, context.getHandler());
  if (field === true) {
    return true;
  }
  if (typeof field !== 'string') {
    return false;
  }
  const body: unknown = context.switchToHttp().getRequest<{ body?: unknown }>().body;
  const code =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof code === 'string' && code.trim() !== '';
}

/**
 * Coupon guessing: the check route and a registration carrying a code both reveal whether the code is valid,
 * so they draw on ONE budget per address (the default key is per route). Refused attempts count.
 */
export function couponThrottler(perMinute: number = COUPON_ATTEMPTS_PER_MINUTE): ThrottlerOptions {
  return {
    name: 'coupon',
    ttl: 60_000,
    limit: perMinute,
    skipIf: (context: ExecutionContext) => !evaluatesCoupon(context),
    generateKey: (_context, tracker, name) => createHash('sha256').update(`${name}-${tracker}`).digest('hex'),
  };
}

/** A refused request is told, in the visitor's language, to wait (the limits reset within the minute or hour). */
const rateLimitedMessages: Record<Language, string> = {
  en: 'Too many requests. Please wait a minute and try again.',
  ta: 'அதிகமான முயற்சிகள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
};

export function rateLimitedMessage(language: Language): string {
  return rateLimitedMessages[language];
}
