import { z } from 'zod';

/** The header a client sends with a creating request; a repeat with the same key gets the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What a client may use as a key: a UUID or any 8-100 URL-safe characters (Stripe's convention allows 255). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_:.-]{8,100}$/, { error: 'validation.invalid' });

/** Carried by the RPC message of a creating request; absent when the client sent no key. */
export const withIdempotencyKey = z.object({ idempotencyKey: idempotencyKey.optional() });
