import type { MikroORM } from '@mikro-orm/postgresql';
import type { RegistrationPaymentStatus } from '@eventdesk/contracts';
import { AuditEntry } from '@eventdesk/server-kit';

/** What a payment does to a registration (payment-completed consumer): completed, seat sold. */
export async function markPaid(
  orm: MikroORM,
  id: number,
  status: RegistrationPaymentStatus = 'completed',
): Promise<void> {
  const connection = orm.em.getConnection();
  await connection.execute(`update registration.registration set payment_status = ? where id = ?`, [
    status,
    id,
  ]);
  await connection.execute(
    `update registration.seat set sold = true, held_until = null where registration_id = ?`,
    [id],
  );
}

/** The seat rows a registration points at (package and number). */
export async function seatsOf(orm: MikroORM, id: number): Promise<Array<{ package: string; sold: boolean }>> {
  return orm.em
    .getConnection()
    .execute(`select package, sold from registration.seat where registration_id = ? order by package`, [id]);
}

export async function auditEntries(orm: MikroORM, action?: string): Promise<AuditEntry[]> {
  return orm.em.fork().find(AuditEntry, action ? { action } : {}, { orderBy: { id: 'asc' } });
}
