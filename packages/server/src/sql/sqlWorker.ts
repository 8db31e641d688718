/**
 * The entry of a SQL worker thread (Piscina calls the default export with each task).
 * Bundled as its own file by scripts/build.mjs (`dist/sql-worker.js`); from TypeScript
 * sources sqlWorkers.ts bundles it on first use.
 */
import { SQL_TASKS, type SqlTaskMessage } from './sqlTasks.js';

export default async function runTask({ task, input }: SqlTaskMessage): Promise<unknown> {
  const run = SQL_TASKS[task] as ((input: unknown) => unknown) | undefined;
  if (!run) throw new Error(`Unknown SQL task: ${String(task)}`);
  return run(input);
}
