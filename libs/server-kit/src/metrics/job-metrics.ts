import type { Job, Worker } from 'bullmq';
import type { Metrics } from './metrics';

/**
 * Observes `eventdesk_job_duration_seconds` {queue, outcome} for every try a worker finishes: `completed`, or
 * `failed` (also a try that will be retried). The duration is processedOn to finishedOn; BullMQ sets finishedOn
 * only when a job ends for good, so a try that will be retried is measured to the moment its failure is reported.
 * Without metrics (a test that builds the worker's owner by hand) nothing is observed.
 */
export function observeJobDurations(worker: Worker, metrics: Metrics | undefined): void {
  if (!metrics) {
    return;
  }
  const observe = (job: Job | undefined, outcome: 'completed' | 'failed') => {
    if (!job?.processedOn) {
      return;
    }
    const finishedOn = job.finishedOn && job.finishedOn >= job.processedOn ? job.finishedOn : Date.now();
    metrics.jobDuration.observe({ queue: worker.name, outcome }, (finishedOn - job.processedOn) / 1000);
  };
  worker.on('completed', (job) => observe(job, 'completed'));
  worker.on('failed', (job) => observe(job, 'failed'));
}
