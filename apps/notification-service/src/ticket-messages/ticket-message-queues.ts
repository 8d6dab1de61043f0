import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { redisOptions, runWithCorrelationId } from '@eventdesk/server-kit';
import type { Delivery, DeliveryChannel } from '../deliveries/delivery.entity';
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

/**
 * One BullMQ queue per channel. A message job's id is its delivery row's id, so enqueuing again (a redelivered
 * event, a consumer that died after enqueuing) adds nothing. A worker that dies mid-job loses its lock; the job is
 * picked up again once the lock expires (LOCK_MS) and the row decides whether anything is still to send.
 */
@Injectable()
export class TicketMessageQueues implements OnApplicationBootstrap, OnApplicationShutdown {
  static readonly LOCK_MS = 15_000;
  private readonly logger = new Logger('TicketMessageQueues');
  private readonly queues = new Map<DeliveryChannel, Queue>();
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(TICKET_MESSAGES_OPTIONS) private readonly options: TicketMessagesOptions,
    private readonly emailJob: SendTicketEmailJob,
    private readonly whatsappJob: SendTicketWhatsAppJob,
  ) {}

  jobOptions(deliveryId: string): JobsOptions {
    return {
      jobId: deliveryId,
      attempts: this.options.attempts,
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

  /** Adds a job for every row that is not sent yet. */
  async enqueue(rows: Delivery[], correlationId?: string): Promise<void> {
    for (const row of rows.filter((r) => r.status !== 'sent')) {
      const data: SendJobData = { deliveryId: row.id, correlationId };
      await this.queue(row.channel).add(`send-${row.channel}`, data, this.jobOptions(row.id));
    }
  }

  /** One try of one job (the worker's processor; tests call it to run a job by hand). */
  async process(channel: DeliveryChannel, job: JobLike): Promise<void> {
    const data = sendJobData.parse(job.data);
    const isFinalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await runWithCorrelationId(data.correlationId, async () => {
      const row =
        channel === 'email'
          ? await this.emailJob.run(data.deliveryId, isFinalAttempt)
          : await this.whatsappJob.run(data.deliveryId, isFinalAttempt);
      this.logger.log(
        { deliveryId: row.id, channel, attempts: row.attempts, providerMessageId: row.providerMessageId },
        `ticket ${channel} sent`,
      );
    });
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
      this.workers.push(worker);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
  }
}
