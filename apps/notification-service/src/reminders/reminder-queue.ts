import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import { serviceQueues } from '@eventdesk/contracts';
import {
  Clock,
  Metrics,
  observeJobDurations,
  redisOptions,
  runWithCorrelationId,
} from '@eventdesk/server-kit';
import { SendReminderJob, type ReminderOutcome } from './jobs/send-reminder.job';
import { REMINDER_FACTS, type ReminderFactsSource } from './reminder-facts';
import { reminderJobData, reminderJobId, type ReminderJobData, type ReminderKind } from './reminder-kinds';
import { eventReminderDueAt } from './reminder-times';
import { REMINDERS_OPTIONS, type RemindersOptions } from './reminders.options';

type JobLike = Pick<Job, 'data' | 'attemptsMade' | 'opts'>;

/** How often delayed event reminders are checked against the event date in settings. */
const REALIGN_EVERY_MS = 5 * 60_000;
/** Delayed jobs within this of their due time are left where they are. */
const ON_TIME_MS = 60_000;
/** States in which a job will run soon on its own, reading the facts as they are then. */
const pendingStates = new Set(['waiting', 'active', 'prioritized', 'waiting-children']);

/**
 * One BullMQ queue of delayed jobs, one job per (registration, kind) with a deterministic id: scheduling again
 * moves the waiting job to the new time instead of adding a second one. BullMQ delays count real time, so every
 * delay is `dueAt - clock.now()` and tests that move the Clock inspect or promote the job instead of waiting.
 */
@Injectable()
export class ReminderQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReminderQueue');
  private queueInstance: Queue | undefined;
  private worker: Worker | undefined;
  private realignTimer: NodeJS.Timeout | undefined;
  private alignedEventDueAt: number | undefined;

  constructor(
    @Inject(REMINDERS_OPTIONS) private readonly options: RemindersOptions,
    private readonly job: SendReminderJob,
    private readonly clock: Clock,
    @Inject(REMINDER_FACTS) private readonly facts: ReminderFactsSource,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  get queue(): Queue {
    if (!this.queueInstance) {
      this.queueInstance = new Queue(serviceQueues.notification.reminders, {
        connection: redisOptions(this.options.redisUrl, 'producer'),
        prefix: this.options.queuePrefix,
      });
      this.queueInstance.on('error', () => undefined);
    }
    return this.queueInstance;
  }

  /** Delayed until `dueAt` (at once if that has passed); an existing job of this registration and kind moves. */
  async schedule(
    kind: ReminderKind,
    registrationId: number,
    dueAt: Date,
    correlationId?: string,
  ): Promise<void> {
    const jobId = reminderJobId(kind, registrationId);
    const delay = Math.max(0, dueAt.getTime() - this.clock.now().getTime());
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state === 'delayed') {
        try {
          await existing.changeDelay(delay);
          return;
        } catch {
          // Promoted or run meanwhile: fall through and look again below.
        }
      }
      if (pendingStates.has(await existing.getState())) {
        return;
      }
      // Completed or failed earlier: a new job; the delivery log still keeps a sent reminder from going twice.
      await existing.remove().catch(() => undefined);
    }
    const data: ReminderJobData = { kind, registrationId, correlationId };
    await this.queue.add(kind, data, {
      jobId,
      delay,
      attempts: this.options.attempts,
      backoff: { type: 'exponential', delay: this.options.retryDelayMs, jitter: 0.5 },
      removeOnComplete: { age: 30 * 24 * 3600 },
      // Exhausted jobs stay as dead letters for the queue board; the delivery rows say what was tried.
      removeOnFail: false,
    });
  }

  /** One run of one job (the worker's processor; tests call it to run a promoted job by hand). */
  async process(job: JobLike): Promise<ReminderOutcome> {
    const data = reminderJobData.parse(job.data);
    const isFinalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return runWithCorrelationId(data.correlationId, async () => {
      const outcome = await this.job.run(data, isFinalAttempt);
      this.logger.log({ ...data, ...outcome }, `reminder ${data.kind}: ${outcome.status}`);
      return outcome;
    });
  }

  /**
   * Moves every delayed event reminder to the day before the event date now in settings, once after each change
   * of it: a later date would also be caught when the job runs, an earlier one only here. Returns how many moved.
   */
  async realignEventReminders(): Promise<number> {
    const { event, reminders } = await this.facts.settings();
    const dueAt = eventReminderDueAt(event, reminders).getTime();
    if (dueAt === this.alignedEventDueAt) {
      return 0;
    }
    const delay = Math.max(0, dueAt - this.clock.now().getTime());
    const target = Date.now() + delay;
    let moved = 0;
    for (const job of await this.queue.getJobs(['delayed'])) {
      if (job.name !== 'event-day-before' || Math.abs(job.timestamp + job.delay - target) < ON_TIME_MS) {
        continue;
      }
      await job.changeDelay(delay).then(
        () => (moved += 1),
        () => undefined, // ran or was removed meanwhile
      );
    }
    this.alignedEventDueAt = dueAt;
    return moved;
  }

  onApplicationBootstrap(): void {
    if (this.options.autoStart === false) {
      return;
    }
    this.worker = new Worker(
      serviceQueues.notification.reminders,
      async (job: Job, token?: string) => {
        const outcome = await this.process(job);
        if (outcome.status === 'not-due') {
          // Later than planned: the same job waits again, with its attempts untouched.
          const wait = outcome.dueAt.getTime() - this.clock.now().getTime();
          await job.moveToDelayed(Date.now() + wait, token);
          throw new DelayedError();
        }
        return outcome;
      },
      {
        connection: redisOptions(this.options.redisUrl, 'worker'),
        prefix: this.options.queuePrefix,
        concurrency: 5,
        lockDuration: 15_000,
        stalledInterval: 5_000,
      },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        { jobId: job?.id, attempts: job?.attemptsMade, err: error.message },
        'reminder failed',
      ),
    );
    this.worker.on('error', (error) => this.logger.warn(`reminder worker error: ${error.message}`));
    observeJobDurations(this.worker, this.metrics);
    this.realignTimer = setInterval(() => {
      this.realignEventReminders().then(
        (moved) => moved > 0 && this.logger.log(`${moved} event reminders moved to the new event date`),
        (error: Error) => this.logger.warn(`event reminders not realigned: ${error.message}`),
      );
    }, REALIGN_EVERY_MS);
    this.realignTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.realignTimer);
    await this.worker?.close();
    await this.queueInstance?.close().catch(() => undefined);
  }
}
