/**
 * SQL Lab's services: execution (one results backend and async run queue) and persistence
 * (tabs and their tables, saved queries, sharing, datasets from queries).
 */
import type { JobQueues } from '../../jobs/queue.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseConnections } from '../databases/connections.js';
import type { DatabaseService } from '../databases/databaseService.js';
import type { DatasetService } from '../datasets/datasetService.js';
import { SqlLabBootstrap } from './bootstrap.js';
import { SqlLabSharing } from './permalinks.js';
import { QueryDatasets } from './queryDatasets.js';
import { QueryHistory } from './queryHistory.js';
import { SavedQueryService } from './savedQueryService.js';
import { SqlLabService } from './sqlLabService.js';
import { SqlTools } from './sqlTools.js';
import { TabStateService } from './tabStateService.js';

export type { Fields } from './fields.js';

export function createSqlLabServices(
  ctx: ServiceContext,
  connections: DatabaseConnections,
  databases: DatabaseService,
  jobs: JobQueues,
) {
  const sqlLab = new SqlLabService(ctx, connections, jobs);
  return {
    sqlLab,
    sqlTools: new SqlTools(ctx, sqlLab, databases),
    queryHistory: new QueryHistory(ctx),
  };
}

export function createSqlLabPersistenceServices(
  ctx: ServiceContext,
  databases: DatabaseService,
  datasets: DatasetService,
) {
  const tabStates = new TabStateService(ctx);
  return {
    tabStates,
    savedQueries: new SavedQueryService(ctx),
    sqlLabSharing: new SqlLabSharing(ctx),
    queryDatasets: new QueryDatasets(ctx, datasets),
    sqlLabBootstrap: new SqlLabBootstrap(databases, tabStates),
  };
}
