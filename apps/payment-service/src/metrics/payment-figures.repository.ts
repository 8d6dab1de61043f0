import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@eventdesk/server-kit';

/** Payment rows counted by method and status (only the pairs that occur). */
export function paymentCountsByMethodAndStatus(
  em: EntityManager,
): Promise<Array<{ method: string | null; status: string; count: number }>> {
  return sql(
    em,
    `select "payment_method" as "method", "status", count(*)::int as "count"
       from "payment"."payment" group by 1, 2`,
  );
}

/** How many receipts wait for a staff decision. */
export async function receiptsAwaitingReviewCount(em: EntityManager): Promise<number> {
  const rows = await sql<{ count: number }>(
    em,
    `select count(*)::int as "count" from "payment"."payment_proof" where "status" = 'pending_review'`,
  );
  return rows[0]?.count ?? 0;
}
