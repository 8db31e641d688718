/**
 * The one job queue of the server. Whoever owns a kind of work (async chart queries, SQL
 * Lab's async runs, later reports and thumbnails) creates its queue here with a spec and a
 * handler, and adds jobs to it. Without TESSERA_REDIS_URL the jobs run in this process, at
 * most `concurrency` at a time, the rest waiting in order (inProcessQueue.ts); with it they
 * go to BullMQ on Redis and `tessera worker` processes run them (bullmqQueue.ts), each
 * queue's worker started from the registry. Either way every job ends: what `run` records,
 * or, when `run` could not finish it, `fail` is told why.
 */
import { InProcessQueue } from './inProcessQueue.js';
import { BullmqQueue, startBullmqWorker } from './bullmqQueue.js';

/** A queue of jobs of one kind. */
export interface JobQueue<T> {
  add(job: T): Promise<void>;
  /** Stops taking jobs: waiting ones end as `stopped` (in process), running ones are awaited. */
  close(): Promise<void>;
}

export interface JobQueueSpec<T> {
  /** The queue's name in Redis (BullMQ). */
  name: string;
  /** The name each job carries in BullMQ. */
  jobName: string;
  /** The job's id in BullMQ (one job per id). */
  jobId(job: T): string;
  /** Jobs run at once, in this process or on each worker. */
  concurrency: number;
  /** The most a job takes; one no worker finished well past it is `lost`. */
  timeoutMs: number;
}

/** Why a job ended without its handler's `run` finishing it. */
export type JobFailure =
  /** The queue closed (the server stopped) before the job's turn. */
  | { kind: 'stopped' }
  /** `run` threw in this process. */
  | { kind: 'crashed'; error: unknown }
  /** No worker finished the job by its deadline: none runs, or all died. */
  | { kind: 'lost' }
  /** A worker failed the job: it threw there, or its worker died and it stalled too often. */
  | { kind: 'failed'; reason: string };

export interface JobHandler<T> {
  /** Runs the job and records its outcome (a query that fails is an outcome, not a throw). */
  run(job: T): Promise<void>;
  /** Records that the job ended without `run` finishing it. */
  fail(job: T, failure: JobFailure): Promise<void>;
}

/** Lock and stall settings of BullMQ workers (tests shorten them). */
export interface WorkerTuning {
  /** Lock time of a running job; a worker that stops renewing it stalls the job. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Times a job may stall (its worker died) and be run again before it fails (default 1). */
  maxStalledCount?: number;
}

export interface JobWorker {
  close(): Promise<void>;
}

export interface JobLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueuesOptions {
  /** TESSERA_REDIS_URL: BullMQ when set, else in process. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key (TESSERA_REDIS_PREFIX). */
  redisPrefix: string;
  logger: JobLogger;
}

interface Registered {
  spec: JobQueueSpec<unknown>;
  handler: JobHandler<unknown>;
}

/** The queues of one set of services, and the workers `tessera worker` runs for them. */
export class JobQueues {
  private readonly registered = new Map<string, Registered>();

  constructor(private readonly options: JobQueuesOptions) {}

  /** The queue of `spec`'s jobs, run by `handler`: in this process, or on BullMQ with Redis. */
  create<T>(spec: JobQueueSpec<T>, handler: JobHandler<T>): JobQueue<T> {
    if (this.registered.has(spec.name)) throw new Error(`The queue ${spec.name} exists already`);
    this.registered.set(spec.name, { spec, handler } as Registered);
    const { redisUrl, redisPrefix, logger } = this.options;
    return redisUrl
      ? new BullmqQueue(spec, handler, { redisUrl, prefix: redisPrefix }, logger)
      : new InProcessQueue(spec, handler, logger);
  }

  /** A worker running one queue's jobs from Redis (`tessera worker`); needs TESSERA_REDIS_URL. */
  async startWorker(name: string, tuning: WorkerTuning = {}): Promise<JobWorker> {
    const { redisUrl, redisPrefix, logger } = this.options;
    if (!redisUrl)
      throw new Error('A worker needs TESSERA_REDIS_URL (jobs run in the web process without it)');
    const queue = this.registered.get(name);
    if (!queue) throw new Error(`No queue is named ${name}`);
    return startBullmqWorker(
      queue.spec,
      queue.handler,
      { redisUrl, prefix: redisPrefix },
      tuning,
      logger,
    );
  }

  /** Workers for every queue, started and closed together: what `tessera worker` runs. */
  async startWorkers(tuning: WorkerTuning = {}): Promise<JobWorker> {
    const started: JobWorker[] = [];
    const closeAll = () => Promise.all(started.map((w) => w.close())).then(() => undefined);
    try {
      for (const name of this.registered.keys()) started.push(await this.startWorker(name, tuning));
    } catch (err) {
      await closeAll();
      throw err;
    }
    return { close: closeAll };
  }
}
