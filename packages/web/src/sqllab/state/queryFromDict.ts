/** Merges the server's query dict into the client's query (polling, results). */
import type { Query, QueryDictUpdate } from '../types';
import { RUNNING_STATES } from '../types';

export function queryFromDict(dict: QueryDictUpdate, base?: Query): Query {
  return {
    id: dict.id,
    dbId: dict.dbId,
    sql: dict.sql ?? base?.sql ?? '',
    executedSql: dict.executedSql ?? base?.executedSql ?? null,
    schema: dict.schema ?? base?.schema ?? null,
    sqlEditorId: dict.sqlEditorId ?? base?.sqlEditorId ?? '',
    tab: dict.tab ?? base?.tab ?? '',
    // A query restored while it still runs is followed by polling.
    runAsync: base?.runAsync ?? RUNNING_STATES.has(dict.state),
    ctas: dict.ctas ?? base?.ctas ?? false,
    tempTable: dict.tempTable ?? base?.tempTable ?? '',
    templateParams: base?.templateParams,
    queryLimit: base?.queryLimit ?? dict.limit ?? undefined,
    resultsKey: dict.resultsKey ?? base?.resultsKey ?? null,
    progress: dict.progress ?? base?.progress ?? 0,
    startDttm: Number(dict.startDttm ?? base?.startDttm ?? Date.now()),
    endDttm: dict.endDttm ?? base?.endDttm ?? null,
    state: dict.state,
    isDataPreview: base?.isDataPreview ?? false,
    serverId: dict.queryId ?? base?.serverId,
    rows: dict.rows ?? base?.rows ?? null,
    limit: dict.limit ?? base?.limit ?? null,
    limitingFactor: dict.limitingFactor ?? base?.limitingFactor,
    errorMessage: dict.errorMessage ?? base?.errorMessage ?? null,
  };
}
