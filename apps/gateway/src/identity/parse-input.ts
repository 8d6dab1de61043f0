import type { z } from 'zod';
import { DomainError } from '@eventdesk/server-kit';

/** Use cases check their own input (the CLI calls them without the HTTP pipe): 400 with per-field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const details = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
      code: issue.code,
    }));
    throw new DomainError('VALIDATION_FAILED', details.map((d) => d.message).join('; '), details);
  }
  return result.data;
}
