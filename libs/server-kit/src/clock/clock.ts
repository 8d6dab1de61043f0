import { Injectable } from '@nestjs/common';

/**
 * The time a service decides by (sales close, hold lapses...). Inject it instead of calling `new Date()`, so a
 * test can give a subclass that returns the instant it needs.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
