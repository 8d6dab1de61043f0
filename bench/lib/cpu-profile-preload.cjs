// @ts-check
// Loaded with `--require` into every eventdesk process a bench starts when BENCH_CPU_PROFILE=1 (bench/lib/stack.mjs).
// `node --cpu-prof` writes its profile only on a normal exit, but a Nest app re-raises SIGTERM after its shutdown
// hooks and dies by the signal, so that profile would be lost. This starts the V8 sampling profiler at load and
// writes the profile from the first SIGTERM/SIGINT listener (the in-process inspector answers synchronously),
// before Nest's own listener runs.
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.BENCH_CPU_PROFILE_DIR;
const label = process.env.BENCH_CPU_PROFILE_LABEL ?? `pid-${process.pid}`;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  // 1 ms: the default; a finer interval costs the measured process CPU of its own.
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post('Profiler.stop', (error, result) => {
      if (error) {
        process.stderr.write(`cpu profile of ${label} not written: ${error.message}\n`);
        return;
      }
      writeFileSync(join(dir, `${label}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.prependListener('SIGTERM', write);
  process.prependListener('SIGINT', write);
  process.on('exit', write);
}
