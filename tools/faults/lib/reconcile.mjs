// After each fault: what the databases (every schema, read directly: this is the auditor, not a service) and the
// stand-ins say against what the clients were told. Each check is a row { check, found, ok, note }; the counts are
// for the whole run so far, the duplicate sends also as the increase since the previous fault.
import { Redis } from 'ioredis';

/** Work the system still owes: the pipeline has drained when all of it is zero. */
const PENDING_SQL = `
  with paid as (select distinct registration_id as id from payment.payment where status = 'completed')
  select
    (select count(*) from registration.outbox_event where published_at is null)
      + (select count(*) from payment.outbox_event where published_at is null)
      + (select count(*) from attendance.outbox_event where published_at is null)
      + (select count(*) from identity.outbox_event where published_at is null) as unpublished,
    (select count(*) from notification.delivery where status = 'queued') as queued_deliveries,
    (select count(*) from paid where not exists (select 1 from attendance.ticket t where t.registration_id = paid.id))
      as paid_without_ticket,
    (select count(*) from attendance.ticket t where (select count(*) from notification.delivery d
      where d.event_name = 'ticket.issued.v1' and (d.payload->>'registrationId')::int = t.registration_id) < 2)
      as tickets_without_deliveries,
    (select count(*) from registration.registration r
      where not exists (select 1 from attendance.attendee a where a.registration_id = r.id)) as without_attendee,
    (select count(*) from paid join registration.registration r on r.id = paid.id
      where r.payment_status <> 'completed') as paid_not_completed,
    (select count(*) from paid where not exists (select 1 from leads.paid_registration l where l.registration_id = paid.id))
      as paid_unknown_to_leads,
    (select count(*) from registration.outbox_event e where e.name = 'registration.created.v1' and not exists
      (select 1 from notification.delivery d where d.event_id = e.id and d.status in ('sent', 'skipped')))
      as registration_mails_pending`;

export async function pendingWork(db) {
  const { rows } = await db.query(PENDING_SQL);
  return Object.fromEntries(Object.entries(rows[0]).map(([key, value]) => [key, Number(value)]));
}

const count = (list, predicate) => list.filter(predicate).length;

async function registrationChecks(db, results) {
  const created = results.submissions.filter((s) => s.status === 201);
  const emails = results.submissions.map((s) => s.email);
  const { rows } = await db.query(
    `select r.id, r.ref, r.email, (select count(*)::int from registration.seat s where s.registration_id = r.id) as seats
       from registration.registration r where r.email = any($1::text[])`,
    [emails],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rowsPerEmail = new Map();
  for (const row of rows) rowsPerEmail.set(row.email, (rowsPerEmail.get(row.email) ?? 0) + 1);
  const missingRow = count(created, (s) => byId.get(s.id)?.ref !== s.ref);
  const withoutSeat = count(created, (s) => byId.has(s.id) && byId.get(s.id).seats !== 1);
  const told = new Set(created.map((s) => s.email));
  const orphans = count(rows, (row) => !told.has(row.email));
  const duplicates = [...rowsPerEmail.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  return [
    {
      check: 'every 201 has its row and one seat',
      found: `${created.length} × 201: ${missingRow} without row, ${withoutSeat} without exactly one seat`,
      ok: missingRow === 0 && withoutSeat === 0,
    },
    {
      check: 'no registration the client was not told about',
      found: `${orphans} committed while the client got an error; ${duplicates} second rows of one submission`,
      ok: orphans === 0 && duplicates === 0,
      note: 'a retried submission (same Idempotency-Key) must get the first answer, not a second seat',
    },
  ];
}

async function seatChecks(db, capacities) {
  const { rows } = await db.query(
    `select package, count(*) filter (where registration_id is not null and (sold or held_until > now()))::int as taken,
            count(*) filter (where sold)::int as sold
       from registration.seat where package = any($1::text[]) group by package`,
    [Object.keys(capacities)],
  );
  const over = rows.filter((row) => row.taken > capacities[row.package]);
  return [
    {
      check: 'no package oversold',
      found: rows.map((row) => `${row.package} ${row.taken}/${capacities[row.package]}`).join(', '),
      ok: over.length === 0,
    },
  ];
}

async function paymentChecks(db, results) {
  const { rows } = await db.query(`
    with paid as (select distinct registration_id as id from payment.payment where status = 'completed'),
    rows as (
      select paid.id,
        (select count(*) from attendance.ticket t where t.registration_id = paid.id) as tickets,
        (select count(*) from notification.delivery d where d.event_name = 'ticket.issued.v1'
          and (d.payload->>'registrationId')::int = paid.id and d.channel = 'email') as emails,
        (select count(*) from notification.delivery d where d.event_name = 'ticket.issued.v1'
          and (d.payload->>'registrationId')::int = paid.id and d.channel = 'whatsapp') as whatsapps,
        (select count(*) from notification.delivery d where d.event_name = 'ticket.issued.v1'
          and (d.payload->>'registrationId')::int = paid.id and d.status <> 'sent') as unsent
      from paid)
    select count(*)::int as paid,
      count(*) filter (where tickets <> 1)::int as tickets,
      count(*) filter (where emails <> 1)::int as emails,
      count(*) filter (where whatsapps <> 1)::int as whatsapps,
      count(*) filter (where unsent > 0)::int as unsent,
      coalesce(array_agg(id), '{}') as ids
    from rows`);
  const summary = rows[0];
  const completed = new Set(summary.ids);
  const toldPaid = [...results.cardPayments, ...results.receiptPayments].filter((p) => p.paid);
  const notCompleted = count(toldPaid, (p) => !completed.has(p.id));
  return [
    {
      check: 'every payment a client saw succeed is completed',
      found: `${toldPaid.length} told paid: ${notCompleted} not completed`,
      ok: notCompleted === 0,
    },
    {
      check: 'every completed payment: one ticket, one e-mail row, one WhatsApp row, sent',
      found:
        `${summary.paid} completed: ${summary.tickets} without exactly one ticket, ${summary.emails} / ` +
        `${summary.whatsapps} without exactly one e-mail / WhatsApp row, ${summary.unsent} with a row not sent`,
      ok: summary.tickets + summary.emails + summary.whatsapps + summary.unsent === 0,
    },
  ];
}

/** Message-ID → copies received, and WhatsApp recipient → copies. */
async function standInCounts(mailUrl, whatsappUrl) {
  const mails = await (await fetch(`${mailUrl}/messages?summary=1`)).json();
  const whatsapps = await (await fetch(`${whatsappUrl}/messages`)).json();
  const byMessageId = new Map();
  for (const mail of mails) byMessageId.set(mail.messageId, (byMessageId.get(mail.messageId) ?? 0) + 1);
  const byPhone = new Map();
  for (const message of whatsapps) byPhone.set(message.to, (byPhone.get(message.to) ?? 0) + 1);
  return { byMessageId, whatsappIds: new Set(whatsapps.map((m) => m.id)), byPhone };
}

async function sendChecks(db, sinks, previous) {
  const { rows: deliveries } = await db.query(
    `select id, channel, provider_message_id from notification.delivery
      where event_name = 'ticket.issued.v1' and status = 'sent'`,
  );
  const { rows: created } = await db.query(
    `select id from registration.outbox_event where name = 'registration.created.v1'`,
  );
  const copies = (messageId) => sinks.byMessageId.get(messageId) ?? 0;
  const ticketMails = deliveries
    .filter((d) => d.channel === 'email')
    .map((d) => copies(`<${d.id}.ticket@eventdesk>`));
  const receivedMails = created.map((e) => copies(`<${e.id}.email@eventdesk>`));
  const whatsappSent = deliveries.filter((d) => d.channel === 'whatsapp');
  const missingWhatsApp = count(whatsappSent, (d) => !sinks.whatsappIds.has(d.provider_message_id));
  const extra = (list) => list.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const duplicates = {
    ticketMail: extra(ticketMails),
    receivedMail: extra(receivedMails),
    whatsapp: extra([...sinks.byPhone.values()]),
  };
  const since = (key) => duplicates[key] - (previous?.[key] ?? 0);
  return {
    duplicates,
    rows: [
      {
        check: 'every sent ticket message reached the stand-in',
        found:
          `${ticketMails.length} e-mails: ${count(ticketMails, (n) => n === 0)} missing; ` +
          `${whatsappSent.length} WhatsApp: ${missingWhatsApp} missing`,
        ok: count(ticketMails, (n) => n === 0) === 0 && missingWhatsApp === 0,
      },
      {
        check: 'every registration got its "registration received" e-mail',
        found: `${receivedMails.length} events: ${count(receivedMails, (n) => n === 0)} without an e-mail`,
        ok: count(receivedMails, (n) => n === 0) === 0,
      },
      {
        // Not a failure by itself: the README's window (provider accepted, row not yet marked sent).
        check: 'duplicate sends (same Message-ID / same recipient), this fault',
        found:
          `ticket e-mails +${since('ticketMail')}, registration e-mails +${since('receivedMail')}, ` +
          `WhatsApp +${since('whatsapp')} (run: ${duplicates.ticketMail} / ${duplicates.receivedMail} / ${duplicates.whatsapp})`,
        ok: true,
        note: 'inside the documented window only if the fault killed notification-service or its Redis',
      },
    ],
  };
}

async function pipelineChecks(db) {
  const pending = await pendingWork(db);
  return [
    {
      check: 'no outbox event left unpublished (all schemas)',
      found: `${pending.unpublished} unpublished`,
      ok: pending.unpublished === 0,
    },
    {
      check: 'every event reached every consumer',
      found:
        `registrations without attendance record ${pending.without_attendee}; completed payments without ticket ` +
        `${pending.paid_without_ticket}, not completed in registration ${pending.paid_not_completed}, unknown to ` +
        `leads ${pending.paid_unknown_to_leads}; tickets without both deliveries ${pending.tickets_without_deliveries}; ` +
        `ticket deliveries still queued ${pending.queued_deliveries}; registrations whose e-mail is not sent ` +
        `${pending.registration_mails_pending}`,
      ok:
        pending.without_attendee +
          pending.paid_without_ticket +
          pending.paid_not_completed +
          pending.paid_unknown_to_leads +
          pending.tickets_without_deliveries +
          pending.queued_deliveries +
          pending.registration_mails_pending ===
        0,
    },
  ];
}

/** The scans of this fault (`window`: send times): a refused scan is the door's outage, counted, not a failure. */
async function scanChecks(db, results, window) {
  const scans = results.scans.filter((s) => s.at >= window.from && s.at < window.to);
  const admitted = scans.filter((s) => s.admitted);
  const { rows } = await db.query(
    `select t.registration_id as id, t.checked_in_at is not null as used,
            (select count(*)::int from attendance.check_in_log l where l.ticket_id = t.id and l.outcome = 'admitted') as admissions
       from attendance.ticket t where t.registration_id = any($1::int[])`,
    [scans.map((s) => s.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const notUsed = count(admitted, (s) => !byId.get(s.id)?.used);
  const twice = count(rows, (row) => row.admissions > 1);
  const refused = {};
  for (const scan of scans.filter((s) => !s.admitted)) {
    const why = scan.failedAt ? `${scan.failedAt} ${scan.status}` : `scan ${scan.status}`;
    refused[why] = (refused[why] ?? 0) + 1;
  }
  const reasons = Object.entries(refused).map(([why, n]) => `${why}: ${n}`);
  return [
    {
      check: 'this fault’s scans: every admitted one recorded, no ticket admitted twice',
      found:
        `${admitted.length} admitted, ${scans.length - admitted.length} not admitted` +
        `${reasons.length ? ` (${reasons.join(', ')})` : ''}; ${notUsed} admitted but unused, ${twice} admitted twice`,
      ok: notUsed === 0 && twice === 0,
    },
  ];
}

const LIST_STATES = ['wait', 'active', 'paused'];
const SET_STATES = ['delayed', 'prioritized', 'waiting-children'];
/**
 * A delayed job due later than this is scheduled work, not a backlog: the tickets' day-before reminders wait for the
 * event, a day or more away, and counting them kept every fault from ever reading as drained.
 */
const DUE_SOON_MS = 5 * 60_000;

/** How many jobs of a BullMQ key count as owed now; a delayed job's score is its due time × 4096 plus a counter. */
function owedJobs(redis, key, state) {
  if (LIST_STATES.includes(state)) return redis.llen(key);
  if (state === 'delayed') return redis.zcount(key, '-inf', (Date.now() + DUE_SOON_MS) * 4096);
  return redis.zcard(key);
}

/** BullMQ jobs not finished yet (waiting, running, delayed for a retry) under the prefix, all queues. */
export async function queueBacklog(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  let jobs = 0;
  try {
    await redis.connect();
    for (const state of [...LIST_STATES, ...SET_STATES]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*:${state}`, 'COUNT', 1000);
        cursor = next;
        for (const key of keys) jobs += await owedJobs(redis, key, state);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
  return jobs;
}

/** BullMQ jobs that used up their tries (dead letters) under the run's prefix. */
async function deadLetterCheck(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  let failed = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*:failed`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) failed += await redis.zcard(key);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return { check: 'no job left as a dead letter', found: `${failed} failed jobs in Redis`, ok: failed === 0 };
}

/** Every check, in the order of the report. `previous`: the duplicate counts after the previous fault. */
export async function reconcile({
  db,
  results,
  window,
  capacities,
  mailUrl,
  whatsappUrl,
  redisUrl,
  queuePrefix,
  previous,
}) {
  const sinks = await standInCounts(mailUrl, whatsappUrl);
  const sends = await sendChecks(db, sinks, previous);
  const rows = [
    ...(await registrationChecks(db, results)),
    ...(await seatChecks(db, capacities)),
    ...(await paymentChecks(db, results)),
    ...(await pipelineChecks(db)),
    ...sends.rows,
    ...(await scanChecks(db, results, window)),
    await deadLetterCheck(redisUrl, queuePrefix),
  ];
  return { rows, duplicates: sends.duplicates };
}
