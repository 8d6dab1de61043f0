import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@eventdesk/server-kit';
import type { NewTicketToken } from './ticket-tokens';

export interface IssuedTicketRow {
  id: number;
  issued_at: string;
}

/** One ticket per registration: a second payment.completed for it inserts nothing and returns undefined. */
export async function insertTicketIfAbsent(
  em: EntityManager,
  registrationId: number,
  token: NewTicketToken,
): Promise<IssuedTicketRow | undefined> {
  const rows = await sql<IssuedTicketRow>(
    em,
    `insert into "attendance"."ticket" ("registration_id", "seed", "token_hash") values (?, ?, ?)
       on conflict ("registration_id") do nothing
       returning "id", "issued_at"`,
    [registrationId, token.seed, token.hash],
  );
  return rows[0];
}
