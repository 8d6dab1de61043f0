import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { serviceQueues } from '@eventdesk/contracts';
import {
  currentCorrelationId,
  Metrics,
  observeJobDurations,
  redisOptions,
  runWithCorrelationId,
} from '@eventdesk/server-kit';
import { CONTACT_DIGEST_WINDOW_MS, contactDigestRepository } from './contact-digest.repository';
import {
  CONTACT_DIGEST_OPTIONS,
  contactDigestJobData,
  type ContactDigestJobData,
  type ContactDigestOptions,
} from './contact-digest.options';
import { SendContactDigestJob } from './jobs/send-contact-digest.job';

type JobLike = Pick<Job, 'data' | 'attemptsMade' | 'opts'> & Partial<Pick<Job, 'moveToDelayed'>>;

/**
 * The digest job is debounced by its id: `after:<latest digest id>`. Every message that arrives while that job
 * waits finds the same id and adds nothing, so the first message of a quiet spell opens a 15-minute window and
 * everything within it goes in one e-mail. Completed jobs are removed at once, so the id is free again; a message
 * stored while the job runs (its add is ignored) is picked up by the check for waiting messages after the send,
 * which schedules the next window under the new digest's id. The waiting messages live in PostgreSQL and the job in
 * Redis, so a restart loses neither; at start-up waiting messages get a job in case Redis lost it.
 */
@Injectable()
export class ContactDigestQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ContactDigestQueue');
  private queueInstance: Queue | undefined;
  private worker: Worker | undefined;

  constructor(
    @Inject(CONTACT_DIGEST_OPTIONS) private readonly options: ContactDigestOptions,
    private readonly job: SendContactDigestJob,
    private readonly em: EntityManager,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  queue(): Queue {
    if (!this.queueInstance) {
      this.queueInstance = new Queue(serviceQueues.notification.contactDigest, {
        connection: redisOptions(this.options.redisUrl, 'producer'),
        prefix: this.options.queuePrefix,
      });
      this.queueInstance.on('error', () => undefined);
    }
    return this.queueInstance;
  }

  /** Adds the digest job of the current window unless it is already waiting. */
  async schedule(delayMs = CONTACT_DIGEST_WINDOW_MS): Promise<void> {
    const latest = await contactDigestRepository.latestDigest(this.em.fork());
    const data: ContactDigestJobData = { correlationId: currentCorrelationId() };
    await this.queue().add('send-contact-digest', data, {
      jobId: `contact-digest:after:${latest?.id ?? 'none'}`,
      delay: delayMs,
      attempts: this.options.attempts,
      backoff: { type: 'exponential', delay: this.options.retryDelayMs, jitter: 0.5 },
      removeOnComplete: true,
      // Exhausted jobs stay as dead letters; the delivery row says "failed", its messages wait for the next one.
      removeOnFail: { count: 1000 },
    });
  }

  /** One try of the job (the worker's processor; tests call it to run the job by hand). */
  async process(job: JobLike, token?: string): Promise<void> {
    const data = contactDigestJobData.parse(job.data);
    const isFinalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await runWithCorrelationId(data.correlationId, async () => {
      try {
        const outcome = await this.job.run(isFinalAttempt);
        if ('notBefore' in outcome) {
          // Early (clocks, a start-up check): the same job waits for the window instead of sending.
          if (job.moveToDelayed && token) {
            await job.moveToDelayed(outcome.notBefore.getTime(), token);
            throw new DelayedError();
          }
          return;
        }
        if ('sent' in outcome) {
          this.logger.log(
            { deliveryId: outcome.sent.id, attempts: outcome.sent.attempts },
            'contact digest sent',
          );
        }
      } finally {
        await this.scheduleIfWaiting();
      }
    });
  }

  private async scheduleIfWaiting(): Promise<void> {
    if (await contactDigestRepository.hasWaiting(this.em.fork())) {
      await this.schedule();
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.autoStart === false) {
      return;
    }
    this.worker = new Worker(
      serviceQueues.notification.contactDigest,
      (job: Job, token?: string) => this.process(job, token),
      {
        connection: redisOptions(this.options.redisUrl, 'worker'),
        prefix: this.options.queuePrefix,
        concurrency: 1,
      },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        { jobId: job?.id, attempts: job?.attemptsMade, err: error.message },
        'contact digest failed',
      ),
    );
    this.worker.on('error', (error) => this.logger.warn(`contact digest worker error: ${error.message}`));
    observeJobDurations(this.worker, this.metrics);
    const em = this.em.fork();
    if ((await contactDigestRepository.unsentDigest(em)) || (await contactDigestRepository.hasWaiting(em))) {
      await this.schedule(0);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queueInstance?.close().catch(() => undefined);
  }
}
