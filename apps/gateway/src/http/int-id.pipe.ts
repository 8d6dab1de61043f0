import type { PipeTransform } from '@nestjs/common';
import { DomainError } from '@eventdesk/server-kit';

const MAX_ID = 2_147_483_647;

/**
 * An integer id in the path: anything that is not a positive Postgres integer can never match, so it is the
 * resource's own 404 (`new IntIdPipe('Lead not found')`), never a 400 that tells ids from non-ids.
 */
export class IntIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new DomainError('NOT_FOUND', this.notFoundMessage);
    }
    return id;
  }
}
