import type { PipeTransform } from '@nestjs/common';
import { publicRef } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';

/**
 * A public registration reference in the path: a sequential id or any other guess can never match, so it is the
 * same 404 as an unknown reference, answered without asking a service.
 */
export class PublicRefPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage = 'Registration not found') {}

  transform(value: string): string {
    if (!publicRef.safeParse(value).success) {
      throw new DomainError('NOT_FOUND', this.notFoundMessage);
    }
    return value;
  }
}
