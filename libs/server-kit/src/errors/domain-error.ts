import type { ErrorCode } from '@eventdesk/contracts';

/** What services throw for any expected failure; the code decides the HTTP status at the gateway. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
