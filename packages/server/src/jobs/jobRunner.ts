/**
 * Where async chart data jobs run. By default in this process, at most N at a time
 * (TESSERA_ASYNC_QUERY_CONCURRENCY), the rest waiting in order; with TESSERA_REDIS_URL on
 * BullMQ workers (`tessera worker`, bullmqRunner.ts). Either way every job ends with a
 * `done` or `error` event, never pending forever.
 */
import type { ChartDataJob } from './chartDataJob.js';
import { failJob, runChartDataJob, type ChartDataJobDeps } from './chartDataJob.js';

export interface JobRunner {
  submit(job: ChartDataJob): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  error(obj: object, msg: string): void;
}

export class InProcessJobRunner implements JobRunner {
  private readonly waiting: ChartDataJob[] = [];
  private running = 0;
  private readonly active = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly deps: ChartDataJobDeps,
    private readonly concurrency: number,
    private readonly logger: Logger,
  ) {}

  /** Jobs running now and jobs waiting for a turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async submit(job: ChartDataJob): Promise<void> {
    if (this.closed) throw new Error('The job runner is closed');
    this.waiting.push(job);
    this.next();
  }

  private next(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running += 1;
      const done = this.execute(job).finally(() => {
        this.running -= 1;
        this.active.delete(done);
        if (!this.closed) this.next();
      });
      this.active.add(done);
    }
  }

  private async execute(job: ChartDataJob): Promise<void> {
    try {
      await runChartDataJob(this.deps, job);
    } catch (err) {
      // The job's own error event could not be written (or the runner broke): try once more.
      this.logger.error({ err, job: job.job_id }, 'async query job failed');
      await failJob(this.deps.events, job, 'The async query failed.').catch(() => undefined);
    }
  }

  /** Stops taking jobs; waiting ones end as errors, running ones are awaited. */
  async close(): Promise<void> {
    this.closed = true;
    const dropped = this.waiting.splice(0);
    await Promise.all(
      dropped.map((job) =>
        failJob(this.deps.events, job, 'The server stopped before the async query ran.').catch(
          () => undefined,
        ),
      ),
    );
    await Promise.all([...this.active]);
  }
}
