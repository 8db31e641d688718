/**
 * The SQL work that may run in the worker pool (sqlWorkers.ts), registered in one place:
 * each task is a function of plain, cloneable input to plain, cloneable output, imported
 * both by the worker entry (sqlWorker.ts) and, for its types, by the callers. A new kind of
 * parsing (an engine's parser, a statement analysis) becomes a worker task by adding its
 * module here.
 */
import { analyzeSql } from '../engines/analysisTask.js';
import { formatSql } from './tasks/formatSql.js';

export const SQL_TASKS = {
  formatSql,
  analyzeSql,
};

export type SqlTaskName = keyof typeof SQL_TASKS;
export type SqlTaskInput<K extends SqlTaskName> = Parameters<(typeof SQL_TASKS)[K]>[0];
export type SqlTaskOutput<K extends SqlTaskName> = Awaited<ReturnType<(typeof SQL_TASKS)[K]>>;

/** What the pool sends a worker. */
export interface SqlTaskMessage {
  task: SqlTaskName;
  input: unknown;
}
