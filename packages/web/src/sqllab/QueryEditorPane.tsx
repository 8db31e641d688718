/** One tab's body: the left bar, the SQL editor with its toolbar, and the results below. */
import { useCallback, useMemo, useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../store/store';
import { toApiErrorInfo } from '../api/apiError';
import {
  useCreatePermalinkMutation,
  useFormatSqlMutation,
  useSqlLabDatabasesQuery,
} from '../api/sqlLabApi';
import type { QueryEditor } from './types';
import { RUNNING_STATES } from './types';
import { changeQueryEditor, addQueryEditor } from './state/tabThunks';
import { runQuery, stopRunningQuery } from './state/queryThunks';
import { sqlLabActions } from './state/sqlLabSlice';
import { sqlToRun } from './shortcuts';
import { LeftBar } from './LeftBar';
import { SqlEditor } from './SqlEditor';
import { EditorToolbar } from './EditorToolbar';
import { SouthPane } from './SouthPane';
import { SaveQueryModal } from './SaveQueryModal';
import { ShortcutsModal } from './ShortcutsModal';
import { TemplateParamsModal } from './TemplateParamsModal';
import { useCompletionData } from './useCompletionData';
import { useSqlValidation } from './useSqlValidation';
import { copyText } from './clipboard';
import { EstimateCostModal } from './EstimateCostModal';
import { isFeatureEnabled } from '../app/featureFlags';

type Dialog = 'save' | 'shortcuts' | 'params' | 'estimate' | null;

export function QueryEditorPane({ qe }: { qe: QueryEditor }) {
  const dispatch = useDispatch<AppDispatch>();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const databases = useSqlLabDatabasesQuery();
  const database = databases.data?.result.find((d) => d.id === qe.dbId);
  const latest = useSelector((s: RootState) =>
    qe.latestQueryId ? s.sqlLab.queries[qe.latestQueryId] : undefined,
  );
  const running = !!latest && RUNNING_STATES.has(latest.state);
  const completion = useCompletionData(qe);
  const validationErrors = useSqlValidation(qe);
  const [formatSql] = useFormatSqlMutation();
  const [createPermalink] = useCreatePermalinkMutation();

  const run = useCallback(() => {
    if (qe.dbId === null || running) return;
    const sql = sqlToRun(qe.sql, qe.selectedText);
    if (!sql.trim()) return;
    void dispatch(runQuery(qe, { sql, runAsync: !!database?.allow_run_async }));
  }, [dispatch, qe, running, database]);
  const stop = useCallback(() => {
    if (latest && running) void dispatch(stopRunningQuery(latest));
  }, [dispatch, latest, running]);
  const format = useCallback(() => {
    formatSql({ sql: qe.sql, database_id: qe.dbId })
      .unwrap()
      .then(
        ({ result }) => dispatch(changeQueryEditor(qe.id, { sql: result })),
        (e: unknown) => message.error(toApiErrorInfo(e).message),
      );
  }, [dispatch, formatSql, message, qe.id, qe.sql, qe.dbId]);
  const share = useCallback(() => {
    createPermalink({
      // a tab without a database is refused by the server (its message is shown)
      dbId: qe.dbId as number,
      name: qe.title,
      schema: qe.schema,
      sql: qe.sql,
      templateParams: qe.templateParams,
      autorun: false,
    })
      .unwrap()
      .then(({ url }) => copyText(url))
      .then(
        () => message.success('Link copied to clipboard!'),
        (e: unknown) => message.error(toApiErrorInfo(e).message),
      );
  }, [createPermalink, message, qe]);

  const commands = useMemo(
    () => ({
      run,
      stop,
      format,
      newTab: () => void dispatch(addQueryEditor()),
      save: () => setDialog('save'),
    }),
    [run, stop, format, dispatch],
  );
  const onChange = useCallback(
    (sql: string) => dispatch(changeQueryEditor(qe.id, { sql })),
    [dispatch, qe.id],
  );
  const onSelection = useCallback(
    (selectedText: string | null) =>
      dispatch(sqlLabActions.updateQueryEditor({ id: qe.id, changes: { selectedText } })),
    [dispatch, qe.id],
  );

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'stretch' }}>
      {!qe.hideLeftBar && <LeftBar qe={qe} />}
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={{ display: 'flex', gap: 4 }}>
          <Tooltip title={qe.hideLeftBar ? 'Show the left bar' : 'Hide the left bar'}>
            <Button
              type="text"
              size="small"
              aria-label={qe.hideLeftBar ? 'Show left bar' : 'Hide left bar'}
              icon={qe.hideLeftBar ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => dispatch(changeQueryEditor(qe.id, { hideLeftBar: !qe.hideLeftBar }))}
            />
          </Tooltip>
        </div>
        <SqlEditor
          value={qe.sql}
          backend={database?.backend}
          completion={completion}
          validationErrors={validationErrors}
          commands={commands}
          onChange={onChange}
          onSelection={onSelection}
        />
        <EditorToolbar
          running={running}
          hasSelection={!!qe.selectedText?.trim()}
          canRun={qe.dbId !== null}
          queryLimit={qe.queryLimit}
          onRun={run}
          onStop={stop}
          onLimit={(queryLimit) => dispatch(changeQueryEditor(qe.id, { queryLimit }))}
          onFormat={format}
          onSave={() => setDialog('save')}
          onShare={share}
          onShortcuts={() => setDialog('shortcuts')}
          onParameters={() => setDialog('params')}
          onEstimate={
            isFeatureEnabled('ESTIMATE_QUERY_COST') && database?.allows_cost_estimate
              ? () => setDialog('estimate')
              : undefined
          }
        />
        <SouthPane qe={qe} height={420} />
      </div>
      {dialog === 'save' && <SaveQueryModal qe={qe} onClose={() => setDialog(null)} />}
      {dialog === 'estimate' && <EstimateCostModal qe={qe} onClose={() => setDialog(null)} />}
      {dialog === 'shortcuts' && <ShortcutsModal onClose={() => setDialog(null)} />}
      {dialog === 'params' && (
        <TemplateParamsModal
          value={qe.templateParams}
          onSave={(templateParams) => dispatch(changeQueryEditor(qe.id, { templateParams }))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
