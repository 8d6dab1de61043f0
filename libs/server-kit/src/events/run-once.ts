import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@eventdesk/contracts';
import { ProcessedEvent } from '../outbox/processed-event.entity';

/**
 * Runs `work` in one transaction with a processed_event row for (event, consumer). A second delivery of the
 * same event finds the row and returns false without running `work`; a crash mid-work rolls both back.
 */
export async function runOnce(
  em: EntityManager,
  envelope: EventEnvelope,
  consumer: string,
  work: (tx: EntityManager) => Promise<void>,
): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const result = await tx
      .createQueryBuilder(ProcessedEvent)
      .insert({ eventId: envelope.id, consumer, processedAt: new Date() })
      .onConflict(['eventId', 'consumer'])
      .ignore()
      .execute('run');
    if (result.affectedRows === 0) {
      return false;
    }
    await work(tx);
    return true;
  });
}
