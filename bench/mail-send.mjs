// @ts-check
// What one ticket e-mail costs to send: notification-service's compiled Mailer (compose + SMTP through nodemailer's
// pool) sends BENCH_MAILS mails (default 2000; 5 at a time, as the ticket worker's concurrency) of a ticket e-mail's
// shape and size (text, HTML, an inline QR PNG drawn by renderQrPng) to the SMTP stand-in; the floor sends the same
// bytes, composed once beforehand, through the same pool. Reports mails/s, the sender's and the stand-in's CPU per
// mail, and sender CPU / floor CPU.
//
//   node_modules/.bin/node bench/mail-send.mjs       (uses dist/ as it is: build first, `bash scripts/build.sh`)
//
// Writes bench/results/mail-send.json and .md. See bench/README.md.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { titledTable, writeBenchResults } from './lib/bench-io.mjs';
import { assertNode24, invocation, machineInfo } from './lib/common.mjs';
import { round } from './lib/figures.mjs';
import { benchMain, envNumber } from './lib/harness.mjs';
import { freePort, log, onCleanup, sleep } from './lib/procs.mjs';
import { root } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const CONCURRENCY = 5;

/**
 * @typedef {{ to: string, subject: string, text: string, html: string, messageId: string,
 *   attachments?: Array<{ filename: string, content: Buffer, contentType: string, cid: string }> }} Mail
 * @typedef {{ send(mail: Mail): Promise<string>, onApplicationShutdown(): void }} MailerLike
 */

/** CPU seconds (user + system) of another process, from /proc. @param {number} pid */
function processCpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Sends `count` mails, CONCURRENCY at a time; returns mails/s and CPU ms per mail of this process and the sink.
 * @param {(index: number) => Promise<unknown>} sendOne
 * @param {number} count
 * @param {number} sinkPid
 */
async function measure(sendOne, count, sinkPid) {
  for (let index = 0; index < 300; index += 1) await sendOne(index % 50);
  const cpuBefore = process.cpuUsage();
  const sinkBefore = processCpuSeconds(sinkPid);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await sendOne((next += 1));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await sleep(300);
  return {
    mailsPerSecond: round(count / seconds, 1),
    senderCpuMsPerMail: round((cpu.user + cpu.system) / 1000 / count, 3),
    sinkCpuMsPerMail: round(((processCpuSeconds(sinkPid) - sinkBefore) * 1000) / count, 3),
  };
}

export const MAIL_SEND_BUDGET_SECONDS = 300;

export async function runMailSendBench() {
  assertNode24();
  const count = envNumber('BENCH_MAILS', 2000);
  const port = await freePort();
  const sink = spawn(process.execPath, [join(root, 'dist/tools/stand-ins/smtp-sink.js')], {
    env: { ...process.env, SMTP_SINK_PORT: String(port), SMTP_SINK_HTTP_PORT: String(await freePort()) },
    stdio: 'ignore',
  });
  onCleanup(() => sink.kill());
  await sleep(1500);
  const { Mailer } =
    /** @type {{ Mailer: new (options: { smtpUrl: string, from: string }) => MailerLike }} */ (
      require(join(root, 'dist/apps/notification-service/src/mail/mailer.js'))
    );
  const { renderQrPng } = /** @type {{ renderQrPng: (token: string, width: number) => Promise<Buffer> }} */ (
    require(join(root, 'dist/libs/server-kit/src/qr/render-qr-png.js'))
  );
  const { composeMime, mailSender } =
    /** @type {{ composeMime: (sender: unknown, mail: Mail) => Buffer, mailSender: (from: string) => unknown }} */ (
      require(join(root, 'dist/apps/notification-service/src/mail/mime-message.js'))
    );
  const { createTransport } = /** @type {typeof import('nodemailer')} */ (require('nodemailer'));
  const from = 'Coimbatore Business Conference <tickets@eventdesk.local>';
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  const png = await renderQrPng('t'.repeat(120), 240);
  /** @param {number} index @returns {Mail} */
  const ticketMail = (index) => ({
    to: `visitor${index}@example.com`,
    subject: `கோயம்புத்தூர் வணிக மாநாடு 2025 — உங்கள் டிக்கெட் (எண் ${index})`,
    text: 'உங்கள் டிக்கெட் இணைக்கப்பட்டுள்ளது. Your ticket is attached. '.repeat(30),
    html: `<p>${'உங்கள் டிக்கெட் இணைக்கப்பட்டுள்ளது. Your ticket is attached. '.repeat(30)}</p><img src="cid:qr@eventdesk">`,
    messageId: `<${index}.ticket@eventdesk>`,
    attachments: [
      { filename: `ticket-${index}.png`, content: png, contentType: 'image/png', cid: 'qr@eventdesk' },
    ],
  });

  const mailer = new Mailer({ smtpUrl, from });
  onCleanup(() => mailer.onApplicationShutdown());
  log(`mailer: ${count} ticket e-mails`);
  const composed = await measure((index) => mailer.send(ticketMail(index)), count, sink.pid ?? 0);

  const pool = createTransport({ pool: true, maxConnections: 5, host: '127.0.0.1', port, secure: false });
  onCleanup(() => pool.close());
  const raw = composeMime(mailSender(from), ticketMail(0));
  log(`floor: ${count} pre-composed mails through the same pool`);
  const floor = await measure(
    (index) =>
      pool.sendMail({
        envelope: { from: 'tickets@eventdesk.local', to: [`visitor${index}@example.com`] },
        raw,
      }),
    count,
    sink.pid ?? 0,
  );

  const report = {
    bench: 'mail-send',
    timestamp: new Date().toISOString(),
    command: invocation(),
    machine: machineInfo(),
    mails: count,
    mailBytes: raw.length,
    concurrency: CONCURRENCY,
    mailer: composed,
    floor,
    senderCpuRatio: round((composed.senderCpuMsPerMail ?? NaN) / (floor.senderCpuMsPerMail ?? NaN), 2),
  };
  const table = [
    `${count} ticket e-mails (${raw.length} bytes each, QR inline), ${CONCURRENCY} at a time, to the SMTP stand-in; ` +
      `${report.machine.cpuCount} × ${report.machine.cpuModel}, Node ${report.machine.node}.`,
    '',
    '| sender | mails/s | sender CPU per mail (ms) | SMTP stand-in CPU per mail (ms) |',
    '|---|--:|--:|--:|',
    `| Mailer (composeMime + nodemailer pool) | ${composed.mailsPerSecond} | ${composed.senderCpuMsPerMail} | ${composed.sinkCpuMsPerMail} |`,
    `| floor (pre-composed bytes, same pool) | ${floor.mailsPerSecond} | ${floor.senderCpuMsPerMail} | ${floor.sinkCpuMsPerMail} |`,
    '',
    `Sender CPU, Mailer / floor: ${report.senderCpuRatio}.`,
  ].join('\n');
  const markdown = titledTable('Mail send', report, table);
  writeBenchResults('mail-send', report, markdown);
  process.stdout.write(`\n${markdown.trimEnd()}\n\n`);
}

benchMain(import.meta.url, runMailSendBench, MAIL_SEND_BUDGET_SECONDS);
