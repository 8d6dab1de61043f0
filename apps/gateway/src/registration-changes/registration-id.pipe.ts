import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from '@eventdesk/server-kit';

const MAX_ID = 2_147_483_647;

/** A registration id in the path: anything that is not a positive Postgres integer can never match (404). */
@Injectable()
export class RegistrationIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new DomainError('NOT_FOUND', 'Registration not found');
    }
    return id;
  }
}
