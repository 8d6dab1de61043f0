// A jest setup file (every project, through jest.preset.js): Nest's static logger, which every `new Logger(...)`
// and MikroORM's logger (server-kit orm-options) write through, holds its lines back unless TEST_LOGS=1.
// Only the logger module is loaded (and the metadata polyfill its decorators need), not all of @nestjs/common, so
// projects without Nest stay fast; it is the same module instance that `@nestjs/common` re-exports to the test.
import 'reflect-metadata';
import { Logger } from '@nestjs/common/services/logger.service';
import { HELD_BACK_LOGS, HeldBackLogger, testLogsWanted } from './held-back-logs';

if (!testLogsWanted()) {
  const scope = globalThis as unknown as Record<string, string[] | undefined>;
  const lines = (scope[HELD_BACK_LOGS] ??= []);
  Logger.overrideLogger(new HeldBackLogger(lines));
}
