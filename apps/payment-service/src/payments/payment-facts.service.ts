import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  registrationPaymentFacts,
  type PaymentFactsQuery,
  type PaymentFactsReply,
} from '@eventdesk/contracts';
import { completedPaymentFacts } from './payments.repository';

/** The completed payment of each registration asked for (one statement per export page, by the registration index). */
@Injectable()
export class PaymentFactsService {
  constructor(private readonly em: EntityManager) {}

  async facts(query: PaymentFactsQuery): Promise<PaymentFactsReply> {
    if (query.registrationIds.length === 0) {
      return { facts: [] };
    }
    const rows = await completedPaymentFacts(this.em.fork(), query.registrationIds);
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
