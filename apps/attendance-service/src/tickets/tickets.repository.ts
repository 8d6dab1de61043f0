import type { EntityManager } from '@mikro-orm/postgresql';
import { ticketIssuedEvent, type TicketIssuedPayload } from '@eventdesk/contracts';
import { applyStepsOnce, type ApplyOnce } from '@eventdesk/server-kit';
import {
  attendeeColumns,
  attendeeUpsertSet,
  attendeeValues,
  type AttendeeFacts,
} from '../attendees/attendees.repository';
import type { NewTicketToken } from './ticket-tokens';

/** What `issueTicketOnce` writes for one payment.completed delivery. */
export interface TicketIssue {
  /** The payment event and this consumer: the processed_event row. */
  once: ApplyOnce;
  attendee: AttendeeFacts;
  token: NewTicketToken;
  /** The ticket.issued outbox row; `payload` lacks what the ticket row decides (its id and issue time). */
  event: {
    id: string;
    payload: Omit<TicketIssuedPayload, 'ticketId' | 'issuedAt'>;
    correlationId: string | null;
  };
}

const attendeeParams = attendeeColumns.map((_, i) => `$${i + 3}`).join(', ');
const next = attendeeColumns.length + 3;

/**
 * payment.completed → the attendee's facts (upserted), the registration's ticket (one per registration) and its
 * ticket.issued outbox row, with the processed_event marker, in one statement (issue 18: a MikroORM transaction of six
 * statements). A redelivered event writes nothing; a second payment event for a registration that has its ticket
 * updates the attendee and issues nothing. The payload gets `ticketId` and `issuedAt` (the database's clock, in the ISO
 * form `Date.toISOString()` writes) from the inserted ticket; tickets.int-spec parses it with the contract. Returns the
 * new ticket's id, or undefined when none was issued.
 */
export async function issueTicketOnce(em: EntityManager, issue: TicketIssue): Promise<number | undefined> {
  const row = await applyStepsOnce<{ ticket_id: number | null }>(
    em,
    issue.once,
    `attendee as (
       insert into "attendance"."attendee" (${attendeeColumns.map((c) => `"${c}"`).join(', ')})
       select ${attendeeParams} where exists (select 1 from first_delivery)
       on conflict ("registration_id") do update set ${attendeeUpsertSet}
     ), issued as (
       insert into "attendance"."ticket" ("registration_id", "seed", "token_hash")
       select $3, $${next}, $${next + 1} where exists (select 1 from first_delivery)
       on conflict ("registration_id") do nothing
       returning "id", "issued_at"
     ), recorded as (
       insert into "attendance"."outbox_event" ("id", "name", "payload", "correlation_id")
       select $${next + 2}::uuid, $${next + 3}, $${next + 4}::jsonb || jsonb_build_object(
           'ticketId', "id",
           'issuedAt', to_char("issued_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
         $${next + 5}
       from issued
     )`,
    `(select "id" from issued) as "ticket_id"`,
    [
      ...attendeeValues(issue.attendee),
      issue.token.seed,
      issue.token.hash,
      issue.event.id,
      ticketIssuedEvent.name,
      JSON.stringify(issue.event.payload),
      issue.event.correlationId,
    ],
  );
  return row?.ticket_id ?? undefined;
}
