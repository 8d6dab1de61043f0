import { Injectable } from '@nestjs/common';
import { IntIdPipe } from '../http/int-id.pipe';

/** A registration id in the path; anything else is 404 'Registration not found'. */
@Injectable()
export class RegistrationIdPipe extends IntIdPipe {
  constructor() {
    super('Registration not found');
  }
}
