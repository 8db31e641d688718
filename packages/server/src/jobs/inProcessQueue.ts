/**
 * Jobs run in this process (no TESSERA_REDIS_URL): at most `concurrency` at a time, the rest
 * waiting in arrival order. A job whose `run` throws ends as `crashed`; when the queue
 * closes (the server stops), the jobs still waiting end as `stopped` and the running ones
 * are awaited.
 */
import type { JobFailure, JobHandler, JobLogger, JobQueue, JobQueueSpec } from './queue.js';

export class InProcessQueue<T> implements JobQueue<T> {
  private readonly waiting: T[] = [];
  private readonly active = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly spec: JobQueueSpec<T>,
    private readonly handler: JobHandler<T>,
    private readonly logger: JobLogger,
  ) {}

  /** Jobs running now and jobs waiting for a turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.active.size, waiting: this.waiting.length };
  }

  async add(job: T): Promise<void> {
    if (this.closed) throw new Error(`The job queue ${this.spec.name} is closed`);
    this.waiting.push(job);
    this.next();
  }

  private next(): void {
    while (!this.closed && this.active.size < this.spec.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      const done: Promise<void> = this.execute(job).finally(() => {
        this.active.delete(done);
        this.next();
      });
      this.active.add(done);
    }
  }

  private async execute(job: T): Promise<void> {
    try {
      await this.handler.run(job);
    } catch (error) {
      const id = this.spec.jobId(job);
      this.logger.error({ err: error, queue: this.spec.name, job: id }, 'job failed');
      await this.fail(job, { kind: 'crashed', error });
    }
  }

  private async fail(job: T, failure: JobFailure): Promise<void> {
    await this.handler
      .fail(job, failure)
      .catch((err: unknown) =>
        this.logger.error({ err, queue: this.spec.name }, 'could not record a failed job'),
      );
  }

  async close(): Promise<void> {
    this.closed = true;
    const dropped = this.waiting.splice(0);
    await Promise.all(dropped.map((job) => this.fail(job, { kind: 'stopped' })));
    await Promise.all([...this.active]);
  }
}
