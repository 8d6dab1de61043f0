// Runs the whole system from dist/: the local stand-ins (SMTP), the five services and the gateway. Prefixes
// every log line with its app, prints the URL once the gateway is ready, and stops everything together.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '..');
const env = process.env;
const port = Number(env.PORT_GATEWAY ?? 3000);

const processes = [
  { name: 'smtp-sink', main: 'dist/tools/stand-ins/smtp-sink.js', env: {} },
  // WHATSAPP_WEBHOOK_URL points at it in development; a real gateway elsewhere.
  { name: 'whatsapp-sink', main: 'dist/tools/stand-ins/whatsapp-sink.js', env: {} },
  {
    name: 'registration',
    main: 'dist/apps/registration-service/src/main.js',
    env: { PORT: env.PORT_REGISTRATION ?? '3101' },
  },
  {
    name: 'payment',
    main: 'dist/apps/payment-service/src/main.js',
    env: { PORT: env.PORT_PAYMENT ?? '3102' },
  },
  {
    name: 'attendance',
    main: 'dist/apps/attendance-service/src/main.js',
    env: { PORT: env.PORT_ATTENDANCE ?? '3103' },
  },
  { name: 'leads', main: 'dist/apps/leads-service/src/main.js', env: { PORT: env.PORT_LEADS ?? '3104' } },
  {
    name: 'notification',
    main: 'dist/apps/notification-service/src/main.js',
    env: { PORT: env.PORT_NOTIFICATION ?? '3105' },
  },
  { name: 'gateway', main: 'dist/apps/gateway/src/main.js', env: { PORT: String(port) } },
];

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((done) => (child.exitCode !== null ? done() : child.on('exit', done))),
    ),
  ).then(() => process.exit(code));
}

for (const app of processes) {
  const child = spawn(process.execPath, ['--enable-source-maps', resolve(root, app.main)], {
    cwd: root,
    env: { ...env, ...app.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const label = app.name.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${label} | ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`${label} | exited (${signal ?? code}); stopping everything\n`);
    stopAll(1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const started = Date.now();
while (!stopping && Date.now() - started < 60_000) {
  const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) {
    process.stdout.write(
      `\neventdesk is running: http://localhost:${port}\n` +
        `  API docs  http://localhost:${port}/api/docs\n` +
        `  staff     http://localhost:${port}/admin/login  (users admin, manager, lead, caller; password DEV_STAFF_PASSWORD in .env)\n` +
        `  mail      http://127.0.0.1:${env.SMTP_SINK_HTTP_PORT ?? 8025}/messages  (what the SMTP stand-in received)\n` +
        `  whatsapp  http://127.0.0.1:${env.WHATSAPP_SINK_PORT ?? 8026}/messages  (what the WhatsApp stand-in received)\n` +
        `Press Ctrl-C to stop.\n\n`,
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
