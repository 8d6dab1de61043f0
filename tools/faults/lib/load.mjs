// The steady load: `clients` visitors at once, each doing one journey after another with a pause between them
// (a steady rate, not the machine's ceiling, so a restarting process gets CPU and recovery is measurable).
import { LOOPBACK_SOURCES } from '../../../bench/lib/visitors.mjs';
import { sleep } from '../../../bench/lib/procs.mjs';
import { payByCard, payByReceipt, register, scanNext } from './journeys.mjs';

/** Shares of the journeys; the rest of the visitors register and leave without paying. */
export const MIX = { scan: 0.15, card: 0.25, receipt: 0.15 };
/** Share of registrations for the small package that sells out during the run (the oversell check bites). */
export const SCARCE_SHARE = 0.2;

/** What the load and the reconciliation share: where to send, the staff tokens, and everything recorded. */
export function loadContext({ baseUrl, adminToken, doorToken, runId }) {
  let source = 0;
  const attempts = [];
  return {
    baseUrl,
    adminToken,
    doorToken,
    runId,
    attempts,
    record: (kind, sentAt, status) => attempts.push({ kind, t: sentAt, status }),
    nextSource: () => LOOPBACK_SOURCES[source++ % LOOPBACK_SOURCES.length],
    toScan: [],
    results: { submissions: [], cardPayments: [], receiptPayments: [], scans: [] },
  };
}

async function journey(ctx, packages) {
  const roll = Math.random();
  if (roll < MIX.scan && (await scanNext(ctx))) return;
  const pkg = Math.random() < SCARCE_SHARE ? packages.scarce : packages.main;
  const registration = await register(ctx, pkg);
  if (!registration) return;
  if (roll < MIX.scan + MIX.card) await payByCard(ctx, registration);
  else if (roll < MIX.scan + MIX.card + MIX.receipt) await payByReceipt(ctx, registration);
}

/** Starts the clients; `stop()` lets each finish the journey it is in and resolves when all have. */
export function startLoad(ctx, { clients, thinkMs, packages }) {
  let stopping = false;
  const loops = Array.from({ length: clients }, async (_, index) => {
    // Spread the clients' first requests over one pause, so they do not arrive in lockstep.
    await sleep((thinkMs * index) / clients);
    while (!stopping) {
      await journey(ctx, packages).catch((error) =>
        ctx.record('client-error', Date.now(), String(error.message)),
      );
      await sleep(thinkMs * (0.5 + Math.random()));
    }
  });
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}
