import type { EntityManager } from '@mikro-orm/postgresql';

/** What only the export shows of a registration: its coupon and the door's check-in (attendance events). */
export interface ExportExtras {
  couponCode: string | null;
  attended: boolean;
  attendedAt: string | null;
}

/** The extras of one export page's rows, by id (one statement by primary key). */
export async function readExportExtras(em: EntityManager, ids: number[]): Promise<Map<number, ExportExtras>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await em
    .getConnection()
    .execute<
      Array<{ id: number; coupon_code: string | null; attended: boolean; attended_at: Date | string | null }>
    >(
      `select "id", "coupon_code", "attended", "attended_at" from "registration"."registration"
      where "id" = any(?::int[])`,
      // A PostgreSQL array literal: knex would spread a JS array into a list of placeholders.
      [`{${ids.join(',')}}`],
    );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        couponCode: row.coupon_code,
        attended: row.attended,
        attendedAt: row.attended_at === null ? null : new Date(row.attended_at).toISOString(),
      },
    ]),
  );
}
