import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  registrationPaymentFacts,
  type PaymentFactsQuery,
  type PaymentFactsReply,
} from '@eventdesk/contracts';

interface FactsRecord {
  registration_id: number;
  amount: number;
  payment_method: string | null;
  transaction_id: string | null;
  paid_at: Date | string | null;
}

/** The completed payment of each registration asked for (one statement per export page, by the registration index). */
@Injectable()
export class PaymentFactsService {
  constructor(private readonly em: EntityManager) {}

  async facts(query: PaymentFactsQuery): Promise<PaymentFactsReply> {
    if (query.registrationIds.length === 0) {
      return { facts: [] };
    }
    const rows = await this.em.fork().execute<FactsRecord[]>(
      `select distinct on ("registration_id") "registration_id", "amount", "payment_method", "transaction_id",
              coalesce("payment_date", "created_at") as "paid_at"
         from "payment"."payment"
        where "status" = 'completed' and "registration_id" = any(?::int[])
        order by "registration_id", coalesce("payment_date", "created_at") desc, "id" desc`,
      // A PostgreSQL array literal: knex would spread a JS array into a list of placeholders.
      [`{${query.registrationIds.join(',')}}`],
    );
    return {
      facts: rows.map((row) =>
        registrationPaymentFacts.parse({
          registrationId: row.registration_id,
          amountPaid: row.amount,
          method: row.payment_method,
          transactionId: row.transaction_id,
          paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
        }),
      ),
    };
  }
}
