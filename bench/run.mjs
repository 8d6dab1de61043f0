// @ts-check
// `npm run bench`: builds the back end once, then runs every bench in sequence. Each bench prints its
// markdown table to stdout and writes bench/results/<name>.json and .md. See bench/README.md.
import { assertNode24, buildServer, runMain } from './lib/common.mjs';
import { log } from './lib/procs.mjs';
import { lighthouseBudgetSeconds, runLighthouseBench } from './lighthouse.mjs';
import { registrationsBudgetSeconds, registrationsConfig, runRegistrationsBench } from './registrations.mjs';
import { ADMIN_LIST_BUDGET_SECONDS, runAdminListBench } from './admin-list.mjs';
import { BUS_FLOOR_BUDGET_SECONDS, runBusFloorBench } from './bus-floor.mjs';
import { checkInBudgetSeconds, checkInConfig, runCheckInBench } from './check-in.mjs';
import { LEADS_BUDGET_SECONDS, runLeadsBench } from './leads.mjs';
import { MAIL_SEND_BUDGET_SECONDS, runMailSendBench } from './mail-send.mjs';
import { runTicketRushBench, ticketRushBudgetSeconds, ticketRushConfig } from './ticket-rush.mjs';

const benches = [
  {
    name: 'registrations',
    run: runRegistrationsBench,
    budgetSeconds: registrationsBudgetSeconds(registrationsConfig()),
  },
  {
    name: 'ticket-rush',
    run: runTicketRushBench,
    budgetSeconds: ticketRushBudgetSeconds(ticketRushConfig()),
  },
  { name: 'check-in', run: runCheckInBench, budgetSeconds: checkInBudgetSeconds(checkInConfig()) },
  { name: 'mail-send', run: runMailSendBench, budgetSeconds: MAIL_SEND_BUDGET_SECONDS },
  { name: 'bus-floor', run: runBusFloorBench, budgetSeconds: BUS_FLOOR_BUDGET_SECONDS },
  { name: 'admin-list', run: runAdminListBench, budgetSeconds: ADMIN_LIST_BUDGET_SECONDS },
  { name: 'leads', run: runLeadsBench, budgetSeconds: LEADS_BUDGET_SECONDS },
  // Needs the web app in dist/ too (npm run build); the back-end build above does not make it.
  { name: 'lighthouse', run: runLighthouseBench, budgetSeconds: lighthouseBudgetSeconds() },
];

const budget = 300 + benches.reduce((sum, bench) => sum + bench.budgetSeconds, 0);
runMain(
  async () => {
    assertNode24();
    await buildServer();
    for (const bench of benches) {
      log(`=== ${bench.name}`);
      await bench.run({ build: false });
    }
  },
  budget,
  'npm run bench',
);
