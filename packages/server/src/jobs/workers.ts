/**
 * What `tessera worker` runs (TESSERA_REDIS_URL): the async chart data worker and the async
 * SQL Lab worker, started and closed together.
 */
import type { Services } from '../services/index.js';
import type { WorkerOptions } from './bullmqRunner.js';

export type WorkerTuning = Partial<
  Pick<WorkerOptions, 'lockDurationMs' | 'stalledIntervalMs' | 'maxStalledCount'>
>;

export interface Workers {
  close(): Promise<void>;
}

export async function startWorkers(
  services: Services,
  tuning: WorkerTuning = {},
): Promise<Workers> {
  const chartData = await services.asyncQueries.startWorker(tuning);
  const sqlLab = await services.sqlLab.startWorker(tuning).catch(async (err: unknown) => {
    await chartData.close();
    throw err;
  });
  return {
    async close() {
      await Promise.all([chartData.close(), sqlLab.close()]);
    },
  };
}
