/**
 * Where async SQL Lab runs wait their turn: in this process, at most N at a time
 * (TESSERA_SQLLAB_ASYNC_CONCURRENCY), the rest in arrival order, as jobs/jobRunner.ts runs
 * chart data jobs. Every task ends: a task still waiting when the server stops is told so
 * (`abandon`), running ones are awaited.
 */
export interface RunTask {
  run(): Promise<void>;
  /** Called instead of `run` when the queue closes before the task's turn. */
  abandon(): Promise<void>;
}

export class RunQueue {
  private readonly waiting: RunTask[] = [];
  private readonly active = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly concurrency: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.active.size, waiting: this.waiting.length };
  }

  push(task: RunTask): void {
    if (this.closed) throw new Error('The SQL Lab run queue is closed');
    this.waiting.push(task);
    this.next();
  }

  private next(): void {
    while (!this.closed && this.active.size < this.concurrency && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      const done: Promise<void> = task
        .run()
        .catch(this.onError)
        .finally(() => {
          this.active.delete(done);
          this.next();
        });
      this.active.add(done);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const dropped = this.waiting.splice(0);
    await Promise.all(dropped.map((t) => t.abandon().catch(this.onError)));
    await Promise.all([...this.active]);
  }
}
