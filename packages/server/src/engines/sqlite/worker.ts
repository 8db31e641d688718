/**
 * better-sqlite3 is synchronous, so a SQLite database lives in a worker thread: the event
 * loop stays free while a query runs, and a running query can be stopped by terminating the
 * worker (a new one opens the file for the next query). Requests queue here, one at a time
 * in the worker, so stopping a queued request just drops it and stopping the running one
 * never touches the others. An in-memory database does not survive a stopped query.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The worker's source (plain JavaScript, evaluated, so it needs no build step). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.modulePath);
let db;
try {
  db = new Database(workerData.filename, { fileMustExist: workerData.fileMustExist });
  parentPort.postMessage({ type: 'ready' });
} catch (e) {
  parentPort.postMessage({ type: 'fatal', error: { message: e.message, code: e.code } });
}
parentPort.on('message', ({ id, sql, params, objects }) => {
  try {
    const stmt = db.prepare(sql);
    if (stmt.reader) {
      stmt.safeIntegers(true);
      if (!objects) stmt.raw(true);
      const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
      const rows = stmt.all(...params);
      parentPort.postMessage({ id, ok: true, columns, rows, changes: rows.length });
    } else {
      const info = stmt.run(...params);
      parentPort.postMessage({ id, ok: true, columns: [], rows: [], changes: Number(info.changes) });
    }
  } catch (e) {
    parentPort.postMessage({ id, ok: false, error: { message: e.message, code: e.code } });
  }
});
`;

export interface WorkerColumn {
  name: string;
  /** The declared type of the column the value comes from; null for expressions. */
  type: string | null;
}

export interface WorkerResult {
  columns: WorkerColumn[];
  rows: unknown[];
  changes: number;
}

interface Request {
  id: number;
  sql: string;
  params: unknown[];
  objects: boolean;
  resolve: (result: WorkerResult) => void;
  reject: (error: Error) => void;
}

export class WorkerStoppedError extends Error {
  constructor() {
    super('interrupted');
  }
}

function workerError(error: { message: string; code?: string }): Error {
  return Object.assign(new Error(error.message), { code: error.code });
}

export class SqliteWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private running: Request | null = null;
  private readonly queue: Request[] = [];
  private nextId = 1;
  private closed = false;
  private readonly modulePath = createRequire(import.meta.url).resolve('better-sqlite3');

  constructor(
    private readonly filename: string,
    private readonly fileMustExist: boolean,
  ) {}

  /** Opens the database in a fresh worker; rejects with the driver's error when it cannot. */
  start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        modulePath: this.modulePath,
        filename: this.filename,
        fileMustExist: this.fileMustExist,
      },
    });
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { type: string; error?: { message: string; code?: string } }) => {
        if (m.type === 'ready') resolve();
        else {
          this.discard(worker);
          reject(workerError(m.error ?? { message: 'SQLite worker failed' }));
        }
      });
      worker.once('error', (e) => {
        this.discard(worker);
        reject(e);
      });
    });
    worker.on(
      'message',
      (
        m: { id?: number; ok?: boolean; error?: { message: string; code?: string } } & WorkerResult,
      ) => {
        if (m.id === undefined || this.running?.id !== m.id) return;
        const request = this.running;
        this.running = null;
        if (m.ok) request.resolve({ columns: m.columns, rows: m.rows, changes: m.changes });
        else request.reject(workerError(m.error ?? { message: 'SQLite error' }));
        this.pump();
      },
    );
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.discard(worker);
      if (this.running) {
        this.running.reject(new Error('The SQLite worker stopped unexpectedly'));
        this.running = null;
      }
      this.pump();
    });
    return this.ready;
  }

  private discard(worker: Worker) {
    if (this.worker === worker) {
      this.worker = null;
      this.ready = null;
    }
    void worker.terminate();
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const next = this.queue.shift();
    if (!next) return;
    this.running = next;
    this.start().then(
      () =>
        this.worker?.postMessage({
          id: next.id,
          sql: next.sql,
          params: next.params,
          objects: next.objects,
        }),
      (error: Error) => {
        if (this.running === next) this.running = null;
        next.reject(error);
        this.pump();
      },
    );
  }

  /** Queues a statement; `handle.stop()` drops it, or terminates the worker if it is running. */
  submit(
    sql: string,
    params: unknown[],
    objects = false,
  ): { result: Promise<WorkerResult>; stop: () => void } {
    const id = this.nextId++;
    let request!: Request;
    const result = new Promise<WorkerResult>((resolve, reject) => {
      request = { id, sql, params, objects, resolve, reject };
    });
    if (this.closed) request.reject(new Error('The database is closed'));
    else {
      this.queue.push(request);
      this.pump();
    }
    const stop = () => {
      const queued = this.queue.indexOf(request);
      if (queued >= 0) {
        this.queue.splice(queued, 1);
        request.reject(new WorkerStoppedError());
      } else if (this.running === request && this.worker) {
        this.running = null;
        this.discard(this.worker);
        request.reject(new WorkerStoppedError());
        this.pump();
      }
    };
    return { result, stop };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const request of this.queue.splice(0)) request.reject(new Error('The database is closed'));
    if (this.worker) await this.worker.terminate();
    this.worker = null;
    this.ready = null;
  }
}
