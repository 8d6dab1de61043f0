import type { MikroORM } from '@mikro-orm/postgresql';
import { ClientProxyFactory } from '@nestjs/microservices';
import {
  registrationPatterns,
  type AdminRegistrationRow,
  type ErrorCode,
  type LeadViewer,
  type RegistrationPaymentStatus,
  type RegistrationView,
  type StaffRole,
} from '@eventdesk/contracts';
import { EventPublisher, natsClientOptions, OutboxRelay, RpcClient } from '@eventdesk/server-kit';
import {
  overTheWire,
  type OverTheWire,
  StandInError,
  startPrivateNats,
  startRpcStandIn,
  testQueuePrefix,
  truncateSchema,
  TEST_REDIS_URL,
  type RpcStandIn,
} from '@eventdesk/testing';
import { LEADS_SCHEMA } from '../src/database';
import type { LeadsClock } from '../src/leads/lead-day';
import { LeadQueriesService } from '../src/leads/lead-queries.service';
import { LeadReassignService } from '../src/leads/lead-reassign.service';
import { LeadStatusService } from '../src/leads/lead-status.service';
import { LeadsHandler } from '../src/leads/leads.handler';
import { RegistrationDirectory } from '../src/rpc/registration-directory';

export const resetLeadsDb = (orm: MikroORM): Promise<void> => truncateSchema(orm, LEADS_SCHEMA);

export const viewer = (role: StaffRole, username = `${role.replace('_', '-')}-1`): LeadViewer => ({
  username,
  role,
});

/** The error code a promise rejects with, or undefined when it resolves. */
export const errorCode = (promise: Promise<unknown>): Promise<ErrorCode | undefined> =>
  promise.then(
    () => undefined,
    (error: { code?: ErrorCode }) => error.code,
  );

/** An RpcClient on its own NATS connection, as RpcClientModule builds it. */
export async function testRpcClient(natsUrl: string, timeoutMs = 2000) {
  const proxy = ClientProxyFactory.create(natsClientOptions('leads-service-test', natsUrl));
  await proxy.connect();
  return { rpc: new RpcClient(proxy, timeoutMs), close: () => proxy.close() };
}

/** A clock the test moves: days are counted in Asia/Kolkata from `clock.at`. */
export function testClock(at: string): LeadsClock & { at: Date } {
  const clock = { at: new Date(at), now: () => clock.at };
  return clock;
}

export interface LeadsTestRig {
  handler: OverTheWire<LeadsHandler>;
  relay: OutboxRelay;
  /** A private nats-server: the registration service's stand-in answers here. */
  natsUrl: string;
  close: () => Promise<void>;
}

/**
 * The leads RPC handler wired as the module wires it, on this worker's database, with its registration lookups
 * going over a private NATS (answer them with startRegistrationStandIn) and its outbox relayed to a test prefix.
 */
export async function startLeadsRig(orm: MikroORM, clock: LeadsClock, label: string): Promise<LeadsTestRig> {
  const nats = await startPrivateNats();
  const client = await testRpcClient(nats.url);
  const publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix(label));
  const relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
  const queries = new LeadQueriesService(orm.em, clock);
  const statuses = new LeadStatusService(orm.em, relay, queries, new RegistrationDirectory(client.rpc));
  return {
    handler: overTheWire(new LeadsHandler(queries, statuses, new LeadReassignService(orm.em))),
    relay,
    natsUrl: nats.url,
    close: async () => {
      await relay.stop();
      await publisher.close();
      await client.close();
      await nats.stop();
    },
  };
}

export interface StandInRegistration {
  id: number;
  ref: string;
  paymentStatus: RegistrationPaymentStatus;
}

function adminRow(registration: StandInRegistration): AdminRegistrationRow {
  const at = new Date().toISOString();
  return {
    id: registration.id,
    ref: registration.ref,
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '9876543210',
    type: 'individual',
    businessName: null,
    package: 'gold',
    amount: 3600,
    referenceType: null,
    referredBy: null,
    language: 'en',
    paymentStatus: registration.paymentStatus,
    registeredAt: at,
    followupStatus: null,
    followupNotes: null,
    lastFollowupAt: null,
    lastFollowupBy: null,
    paidAmount: null,
    paymentMethod: null,
    paidAt: null,
    ticketNumber: 1,
    isAdditionalTicket: false,
    parentRegistrationId: null,
    parentRef: null,
    parentFullName: null,
    needsReview: false,
    reviewNote: null,
    updatedAt: at,
    lastUpdatedBy: null,
  };
}

function view(registration: StandInRegistration): RegistrationView {
  const row = adminRow(registration);
  return {
    id: row.id,
    ref: row.ref,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    type: row.type,
    businessName: row.businessName,
    package: row.package,
    referenceType: row.referenceType,
    referredBy: row.referredBy,
    voucher: false,
    amount: row.amount,
    paymentStatus: row.paymentStatus,
    ticketNumber: row.ticketNumber,
    isAdditionalTicket: row.isAdditionalTicket,
    parentRef: null,
    language: row.language,
    registeredAt: row.registeredAt,
  };
}

/**
 * The registration service's lookups (by id for staff, by public ref) answered on real NATS from `registrations`,
 * with the service's "Registration not found" for anything else. Registration id 500 answers an internal error.
 */
export function startRegistrationStandIn(
  natsUrl: string,
  registrations: StandInRegistration[],
): Promise<RpcStandIn> {
  const notFound = () => new StandInError('NOT_FOUND', 'Registration not found');
  return startRpcStandIn(natsUrl, {
    [registrationPatterns.adminGet]: (data) => {
      const { id } = data as { id: number };
      if (id === 500) {
        throw new Error('database down');
      }
      const found = registrations.find((registration) => registration.id === id);
      if (!found) {
        throw notFound();
      }
      return adminRow(found);
    },
    [registrationPatterns.getByRef]: (data) => {
      const found = registrations.find((registration) => registration.ref === (data as { ref: string }).ref);
      if (!found) {
        throw notFound();
      }
      return view(found);
    },
  });
}
