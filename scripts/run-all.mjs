// Runs the whole system from dist/: the local stand-ins (SMTP), the five services and the gateway. Prefixes
// every log line with its app, prints the URL once the gateway is ready, and supervises them.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = process.env;
const port = Number(env.PORT_GATEWAY ?? 3000);
// The gateway's /metrics port (never its public port); the services serve /metrics on their own PORT.
const metricsPort = env.METRICS_PORT ?? '9464';

const processes = [
  { name: 'smtp-sink', main: 'dist/tools/stand-ins/smtp-sink.js', env: {} },
  // WHATSAPP_WEBHOOK_URL points at it in development; a real gateway elsewhere.
  { name: 'whatsapp-sink', main: 'dist/tools/stand-ins/whatsapp-sink.js', env: {} },
  // META_GRAPH_API_URL points at it in development (leads of Meta's webhook are fetched from it); Meta elsewhere.
  { name: 'graph-api', main: 'dist/tools/stand-ins/graph-api-stand-in.js', env: {} },
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
  {
    name: 'gateway',
    main: 'dist/apps/gateway/src/main.js',
    env: { PORT: String(port), METRICS_PORT: metricsPort },
  },
];

// Each app is restarted when it dies (1 s doubling to 30 s; left down after 5 restarts in 5 minutes) while the
// others keep serving; Ctrl-C stops everything. The supervisor is built with the apps (tools/supervisor).
const { Supervisor } = createRequire(import.meta.url)(resolve(root, 'dist/tools/supervisor/supervisor.js'));
const supervisor = new Supervisor(
  processes.map((app) => ({
    name: app.name,
    command: process.execPath,
    args: ['--enable-source-maps', resolve(root, app.main)],
    env: { ...env, ...app.env },
    cwd: root,
  })),
);
supervisor.start();

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  supervisor.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

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
        `  graph api http://127.0.0.1:${env.GRAPH_API_STAND_IN_PORT ?? 8027}/requests  (lead fetches the Graph API stand-in answered)\n` +
        `  metrics   http://127.0.0.1:${metricsPort}/metrics  (gateway; each service on http://127.0.0.1:<PORT_*>/metrics)\n` +
        `Press Ctrl-C to stop.\n\n`,
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
