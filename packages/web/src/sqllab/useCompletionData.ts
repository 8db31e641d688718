/** What the editor completes for a tab: schemas, the schema's tables, opened tables' columns, functions. */
import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../store/store';
import { databaseApi, useDatabaseSchemasQuery, useDatabaseTablesQuery } from '../api/databaseApi';
import { useFunctionNamesQuery } from '../api/sqlLabApi';
import type { QueryEditor } from './types';
import { tableKey, type CompletionData } from './completion';
import { MESSAGES } from './messages';
import { notify } from './notify';

export function useCompletionData(qe: QueryEditor): CompletionData {
  const skip = qe.dbId === null;
  const dbId = qe.dbId ?? 0;
  const schemas = useDatabaseSchemasQuery({ databaseId: dbId }, { skip });
  const tables = useDatabaseTablesQuery(
    { databaseId: dbId, schema: qe.schema },
    { skip: skip || qe.schema === null },
  );
  const functions = useFunctionNamesQuery(dbId, { skip });
  const warned = useRef(false);
  useEffect(() => {
    // A 404 means the database offers no function list: complete without one.
    if (functions.isError && !warned.current) {
      const status = (functions.error as { status?: number } | undefined)?.status;
      if (status !== 404) notify.danger(MESSAGES.functionNames);
      warned.current = true;
    }
  }, [functions.isError, functions.error]);

  const allTables = useSelector((s: RootState) => s.sqlLab.tables);
  const opened = useMemo(
    () => allTables.filter((t) => t.queryEditorId === qe.id),
    [allTables, qe.id],
  );
  const columnsKey = useSelector((s: RootState) =>
    JSON.stringify(
      opened.map((t) => {
        const meta = databaseApi.endpoints.tableMetadata.select({
          databaseId: t.dbId,
          schema: t.schema,
          table: t.name,
        })(s).data;
        return [tableKey(t.schema, t.name), meta?.columns.map((c) => c.name) ?? []];
      }),
    ),
  );

  return useMemo(
    () => ({
      schemas: schemas.currentData?.result ?? [],
      schema: qe.schema,
      tables: (tables.currentData?.result ?? []).map((t) => ({ schema: qe.schema, name: t.value })),
      columns: Object.fromEntries(JSON.parse(columnsKey) as [string, string[]][]),
      functionNames: functions.data?.function_names ?? [],
    }),
    [schemas.currentData, tables.currentData, functions.data, columnsKey, qe.schema],
  );
}
