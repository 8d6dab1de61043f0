import { Logger } from '@nestjs/common';

// One passing and one failing test that both log through Nest, as an app under test does.
const logger = new Logger('FixtureService');

it('passes', () => {
  logger.log('line of the passing test');
});

it('fails', () => {
  logger.warn('line of the failing test');
  throw new Error('deliberate failure');
});
