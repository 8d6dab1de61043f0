import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { HELD_BACK_LOGS, testLogsWanted } from './held-back-logs';

/**
 * The node environment, plus: after each test, the framework log lines held back by quiet-logs.setup.ts are
 * printed if the test (or a hook) failed, and dropped if it passed. Lines written by `beforeAll` count towards the
 * first test, so a failing start-up is shown with it.
 */
export default class QuietLogsEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (testLogsWanted()) {
      return;
    }
    if (event.name === 'test_done') {
      this.release(event.test.errors.length > 0, event.test.name);
    } else if (event.name === 'hook_failure') {
      this.release(true, `${event.hook.type} hook`);
    } else if (event.name === 'run_finish') {
      this.release(false, '');
    }
  }

  private release(failed: boolean, label: string): void {
    const lines = this.global[HELD_BACK_LOGS] as string[] | undefined;
    if (!lines?.length) {
      return;
    }
    if (failed) {
      // The test's own console: jest prints it beside this file's results, not interleaved with other workers.
      (this.global.console as Console).error(
        `Framework log lines up to the failure of "${label}" (TEST_LOGS=1 prints them all as they happen):\n` +
          lines.join('\n'),
      );
    }
    lines.length = 0;
  }
}
