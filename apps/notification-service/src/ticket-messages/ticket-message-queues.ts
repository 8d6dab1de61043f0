import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { TICKET_ISSUED } from '@eventdesk/contracts';
import { Metrics, observeJobDurations, redisOptions, runWithCorrelationId } from '@eventdesk/server-kit';
import { DeliveriesService } from '../deliveries/deliveries.service';
import type { Delivery, DeliveryChannel } from '../deliveries/delivery.entity';
import { findStuckDeliveries, type QueuedDelivery } from '../deliveries/delivery.repository';
import { SendTicketEmailJob } from './jobs/send-ticket-email.job';
import { SendTicketWhatsAppJob } from './jobs/send-ticket-whatsapp.job';
import {
  sendJobData,
  TICKET_MESSAGES_OPTIONS,
  ticketMessageQueues,
  type SendJobData,
  type TicketMessagesOptions,
} from './ticket-messages.options';

type JobLike = Pick<Job, 'data' | 'attemptsMade' | 'opts'>;

/** How often queued ticket messages are checked for a lost job, and how long one may wait before it counts as lost. */
const SWEEP_EVERY_MS = 30_000;
export const STUCK_AFTER_MS = 2 * 60_000;

/**
 * One BullMQ queue per channel for the retries of ticket messages (the first try is `deliver`'s). A message job's id
 * is its delivery row's id, so enqueuing again (a redelivered event, the sweep) adds nothing. A worker that dies
 * mid-job loses its lock; the job is picked up again once the lock expires (LOCK_MS) and the row decides whether
 * anything is still to send.
 */
@Injectable()
export class TicketMessageQueues implements OnApplicationBootstrap, OnApplicationShutdown {
  static readonly LOCK_MS = 15_000;
  private readonly logger = new Logger('TicketMessageQueues');
  private readonly queues = new Map<DeliveryChannel, Queue>();
  private readonly workers: Worker[] = [];
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(TICKET_MESSAGES_OPTIONS) private readonly options: TicketMessagesOptions,
    private readonly emailJob: SendTicketEmailJob,
    private readonly whatsappJob: SendTicketWhatsAppJob,
    private readonly deliveries: DeliveriesService,
    private readonly em: EntityManager,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /**
   * Enqueues again the ticket messages still queued after `olderThanMs` (issue 13): their job may be gone with a
   * Redis that lost its data, or never added by a consumer that died between the row and the job. The job id is
   * the row's id, so a job that still exists (waiting, in backoff, running) is not doubled, and the row decides at
   * send time whether anything is left to send. Returns how many rows were looked at.
   */
  async requeueStuck(olderThanMs: number = STUCK_AFTER_MS): Promise<number> {
    const rows = await findStuckDeliveries(
      this.em.fork(),
      TICKET_ISSUED,
      new Date(Date.now() - olderThanMs),
      500,
    );
    await this.enqueue(rows);
    return rows.length;
  }

  /** A job gets the tries the row has left (its first try is usually the consumer's, `deliver`). */
  private jobOptions(row: Pick<Delivery, 'id' | 'attempts'>, delay = 0): JobsOptions {
    return {
      jobId: row.id,
      delay,
      attempts: Math.max(1, this.options.attempts - row.attempts),
      backoff: { type: 'exponential', delay: this.options.retryDelayMs, jitter: 0.5 },
      removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
      // Exhausted jobs stay as dead letters; the delivery row says "failed" with the last error.
      removeOnFail: false,
    };
  }

  queue(channel: DeliveryChannel): Queue {
    let queue = this.queues.get(channel);
    if (!queue) {
      queue = new Queue(ticketMessageQueues[channel], {
        connection: redisOptions(this.options.redisUrl, 'producer'),
        prefix: this.options.queuePrefix,
      });
      queue.on('error', () => undefined);
      this.queues.set(channel, queue);
    }
    return queue;
  }

  /**
   * The messages of one ticket.issued. A row this event just created is sent at once, here (issue 18: a queue job
   * per message cost two job lifecycles per ticket in Redis and notification-service, a third of the fan-out's
   * CPU); only its retries go through the queue. A row an earlier delivery of the event created may be in that
   * delivery's hands still, so its job waits out a lock's length first: by then the row says whether it was sent.
   */
  async deliver(claimed: QueuedDelivery[], correlationId?: string): Promise<void> {
    await Promise.all(
      claimed.map(({ row, created }) =>
        created
          ? this.sendFirst(row, correlationId)
          : this.enqueue([row], correlationId, TicketMessageQueues.LOCK_MS),
      ),
    );
  }

  /** Adds a job for every row still queued (the channels' queues side by side). */
  async enqueue(rows: Delivery[], correlationId?: string, delay = 0): Promise<void> {
    await Promise.all(
      rows.filter((row) => row.status === 'queued').map((row) => this.addJob(row, correlationId, delay)),
    );
  }

  private addJob(row: Delivery, correlationId: string | undefined, delay: number): Promise<unknown> {
    const data: SendJobData = { deliveryId: row.id, correlationId };
    return this.queue(row.channel).add(`send-${row.channel}`, data, this.jobOptions(row, delay));
  }

  /** One try of one job (the worker's processor; tests call it to run a job by hand). */
  async process(channel: DeliveryChannel, job: JobLike): Promise<void> {
    const data = sendJobData.parse(job.data);
    const isFinalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await runWithCorrelationId(data.correlationId, async () => {
      const row = await this.job(channel).run(data.deliveryId, isFinalAttempt);
      this.logSent(row);
    });
  }

  /** The first try of a row whose attempt is counted; a failure leaves the retries to a job after the first delay. */
  private async sendFirst(row: Delivery, correlationId?: string): Promise<void> {
    const isFinalAttempt = this.options.attempts <= 1;
    try {
      this.logSent(await this.deliveries.attemptCounted(row, isFinalAttempt, this.job(row.channel).send));
    } catch (error) {
      this.logger.warn(
        { deliveryId: row.id, attempts: row.attempts, err: (error as Error).message },
        `ticket ${row.channel} attempt failed`,
      );
      // Whatever the row says in memory: an outcome that could not be written (PostgreSQL restarting) leaves the
      // database's row queued even after the provider took the message, and the job reads the database's row.
      if (!isFinalAttempt) {
        await this.addJob(row, correlationId, this.options.retryDelayMs);
      }
    }
  }

  private job(channel: DeliveryChannel): SendTicketEmailJob | SendTicketWhatsAppJob {
    return channel === 'email' ? this.emailJob : this.whatsappJob;
  }

  private logSent(row: Delivery): void {
    this.logger.log(
      {
        deliveryId: row.id,
        channel: row.channel,
        attempts: row.attempts,
        providerMessageId: row.providerMessageId,
      },
      `ticket ${row.channel} sent`,
    );
  }

  onApplicationBootstrap(): void {
    if (this.options.autoStart === false) {
      return;
    }
    for (const channel of ['email', 'whatsapp'] as const) {
      const worker = new Worker(ticketMessageQueues[channel], (job: Job) => this.process(channel, job), {
        connection: redisOptions(this.options.redisUrl, 'worker'),
        prefix: this.options.queuePrefix,
        concurrency: this.options.concurrency ?? 5,
        lockDuration: TicketMessageQueues.LOCK_MS,
        stalledInterval: 5_000,
      });
      worker.on('failed', (job, error) =>
        this.logger.warn(
          { jobId: job?.id, attempts: job?.attemptsMade, err: error.message },
          `ticket ${channel} attempt failed`,
        ),
      );
      worker.on('error', (error) => this.logger.warn(`ticket ${channel} worker error: ${error.message}`));
      observeJobDurations(worker, this.metrics);
      this.workers.push(worker);
    }
    this.sweepTimer = setInterval(() => {
      this.requeueStuck().then(
        (count) =>
          count > 0 && this.logger.warn(`${count} queued ticket messages enqueued again (lost jobs?)`),
        (error: Error) => this.logger.warn(`queued ticket messages not swept: ${error.message}`),
      );
    }, SWEEP_EVERY_MS);
    this.sweepTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweepTimer);
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
  }
}
