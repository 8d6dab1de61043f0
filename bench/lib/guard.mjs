// @ts-check
// Runs one command and makes sure it does not outlive the bench: it forwards SIGTERM/SIGINT to the command
// (once, so a Nest app shuts down gracefully), escalates to SIGKILL after a grace period, and stops the command
// when the bench process that started it disappears (even if that process was SIGKILLed).
// Usage: node bench/lib/guard.mjs <command> [args...]
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const GRACE_MS = 5000;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('guard: no command\n');
  process.exit(2);
}

const parent = process.ppid;
const child = spawn(command, args, { stdio: 'inherit' });
let stopping = false;

function stop() {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);
child.on('error', (error) => {
  process.stderr.write(`guard: cannot start ${command}: ${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + ((signal && constants.signals[signal]) || 1)));
// Reparented means the bench is gone: nobody else will stop the command.
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 500);
