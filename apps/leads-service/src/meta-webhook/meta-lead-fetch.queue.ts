import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { serviceQueues } from '@eventdesk/contracts';
import { Metrics, observeJobDurations, redisOptions, runWithCorrelationId } from '@eventdesk/server-kit';
import { MISSING_TOKEN_MESSAGE } from './graph-api-client';
import {
  FetchMetaLeadJob,
  fetchMetaLeadJobData,
  fetchMetaLeadJobId,
  type FetchMetaLeadJobData,
} from './jobs/fetch-meta-lead.job';
import { META_WEBHOOK_OPTIONS, type MetaWebhookOptions } from './meta-webhook.options';
import { pendingLeadgenIds, reopenFailedFor } from './webhook-notifications.repository';

type JobLike = Pick<Job, 'id' | 'data' | 'attemptsMade' | 'opts'>;

/** Notifications checked per sweep; a backlog larger than this drains over the following sweeps. */
const SWEEP_BATCH = 500;

/**
 * The Graph API fetch jobs. A notification is stored first and its job added after the commit, with a job id made
 * from the leadgen id, so adding it again adds nothing. Redis keeps nothing on disk here: a periodic sweep (and
 * one at start) adds the job again for every notification still pending whose job is gone.
 */
@Injectable()
export class MetaLeadFetchQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  static readonly LOCK_MS = 30_000;
  private readonly logger = new Logger('MetaLeadFetchQueue');
  private queueInstance: Queue | undefined;
  private worker: Worker | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;

  constructor(
    @Inject(META_WEBHOOK_OPTIONS) private readonly options: MetaWebhookOptions,
    private readonly em: EntityManager,
    private readonly job: FetchMetaLeadJob,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  jobOptions(leadgenId: string): JobsOptions {
    return {
      jobId: fetchMetaLeadJobId(leadgenId),
      attempts: this.options.attempts,
      backoff: { type: 'exponential', delay: this.options.retryDelayMs, jitter: 0.5 },
      removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
      // Exhausted jobs stay for the queue dashboard; the notification row says "failed" with the last error.
      removeOnFail: false,
    };
  }

  get queue(): Queue {
    if (!this.queueInstance) {
      this.queueInstance = new Queue(serviceQueues.leads.metaLeadFetch, {
        connection: redisOptions(this.options.redisUrl, 'producer'),
        prefix: this.options.queuePrefix,
      });
      this.queueInstance.on('error', () => undefined);
    }
    return this.queueInstance;
  }

  async enqueue(leadgenIds: readonly string[], correlationId?: string): Promise<void> {
    for (const leadgenId of leadgenIds) {
      const data: FetchMetaLeadJobData = { leadgenId, correlationId };
      await this.queue.add('fetch-meta-lead', data, this.jobOptions(leadgenId));
    }
  }

  /** One try of one job (the worker's processor; tests call it to run a job by hand). */
  async process(job: JobLike): Promise<void> {
    const data = fetchMetaLeadJobData.parse(job.data);
    const isFinalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await runWithCorrelationId(data.correlationId, async () => {
      const outcome = await this.job.run(data.leadgenId, isFinalAttempt);
      this.logger.log({ jobId: job.id, leadgenId: data.leadgenId, outcome }, 'meta lead fetch done');
    });
  }

  /**
   * Adds the job of every pending notification that has none (lost with Redis, or never added because Redis was
   * down when the notification was stored). A finished job left over for a pending row is replaced. Returns how
   * many jobs it added.
   */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<number> {
    const em = this.em.fork();
    if (this.options.tokenConfigured) {
      const reopened = await reopenFailedFor(em, MISSING_TOKEN_MESSAGE);
      if (reopened) {
        this.logger.log(
          { reopened },
          'a page access token is set: webhook leads that waited for one are fetched',
        );
      }
    }
    let added = 0;
    for (const leadgenId of await pendingLeadgenIds(em, SWEEP_BATCH)) {
      const existing = await this.queue.getJob(fetchMetaLeadJobId(leadgenId));
      if (existing) {
        const state = await existing.getState();
        if (state !== 'completed' && state !== 'failed' && state !== 'unknown') {
          continue;
        }
        await existing.remove();
      }
      await this.enqueue([leadgenId]);
      added += 1;
    }
    if (added) {
      this.logger.warn({ added }, 'added fetch jobs that were missing for pending webhook leads');
    }
    return added;
  }

  private runSweep(): void {
    this.sweep().catch((error: unknown) =>
      this.logger.warn(
        `webhook lead sweep failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  onApplicationBootstrap(): void {
    if (this.options.autoStart === false) {
      return;
    }
    this.worker = new Worker(serviceQueues.leads.metaLeadFetch, (job: Job) => this.process(job), {
      connection: redisOptions(this.options.redisUrl, 'worker'),
      prefix: this.options.queuePrefix,
      concurrency: this.options.concurrency ?? 5,
      lockDuration: MetaLeadFetchQueue.LOCK_MS,
      stalledInterval: 5_000,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        { jobId: job?.id, attempts: job?.attemptsMade, err: error.message },
        'meta lead fetch failed',
      ),
    );
    this.worker.on('error', (error) => this.logger.warn(`meta lead fetch worker error: ${error.message}`));
    observeJobDurations(this.worker, this.metrics);
    this.runSweep();
    this.sweepTimer = setInterval(() => this.runSweep(), this.options.sweepIntervalMs ?? 60_000);
    this.sweepTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.sweeping?.catch(() => undefined);
    await this.worker?.close();
    await this.queueInstance?.close().catch(() => undefined);
  }
}
