/**
 * With SQLLAB_BACKEND_PERSISTENCE on, tabs still held in localStorage from a session without it
 * are created on the server (POST /tabstateview/), their queries moved into them
 * (POST /tabstateview/{id}/migrate_query) and their tables shown (POST /tableschemaview/).
 * A failure is only a warning: what failed stays held locally and the next load retries it.
 */
import { tabStateApi } from '../../api/tabStateApi';
import { notify } from '../notify';
import { MIGRATION } from '../messages';
import { LOCAL_STORAGE_KEY, fromStoredState, toStoredState } from './localStore';
import {
  migrationPlan,
  remainingLocalState,
  type MigrationOutcome,
  type TabMigration,
} from './localMigrationPlan';
import { queryEditorPayload } from './tabStateMapping';
import type { SqlLabThunk } from './thunk';

function migrateTab(step: TabMigration): SqlLabThunk<Promise<MigrationOutcome>> {
  return async (dispatch) => {
    const { editor } = step;
    const outcome: MigrationOutcome = {
      editorId: editor.id,
      remoteId: editor.remoteId,
      failedQueryIds: [],
      failedTableIds: [],
    };
    if (outcome.remoteId === null) {
      try {
        const { id } = await dispatch(
          tabStateApi.endpoints.createTabState.initiate(queryEditorPayload(editor), {
            track: false,
          }),
        ).unwrap();
        outcome.remoteId = id;
      } catch {
        notify.warning(MIGRATION.tab);
        return outcome;
      }
    }
    const tabId = outcome.remoteId;
    for (const queryId of step.queryIds) {
      try {
        await dispatch(
          tabStateApi.endpoints.migrateTabQuery.initiate({ id: tabId, queryId }, { track: false }),
        ).unwrap();
      } catch {
        outcome.failedQueryIds.push(queryId);
      }
    }
    const latest = editor.latestQueryId;
    if (latest && step.queryIds.includes(latest) && !outcome.failedQueryIds.includes(latest)) {
      try {
        await dispatch(
          tabStateApi.endpoints.updateTabState.initiate(
            { id: tabId, changes: { latest_query_id: latest } },
            { track: false },
          ),
        ).unwrap();
      } catch {
        outcome.failedQueryIds.push(latest);
      }
    }
    if (outcome.failedQueryIds.length) notify.warning(MIGRATION.query);
    for (const table of step.tables) {
      try {
        await dispatch(
          tabStateApi.endpoints.createTableSchema.initiate(
            {
              dbId: table.dbId,
              queryEditorId: tabId,
              schema: table.schema,
              name: table.name,
              expanded: table.expanded,
            },
            { track: false },
          ),
        ).unwrap();
      } catch {
        outcome.failedTableIds.push(table.id);
      }
    }
    if (outcome.failedTableIds.length) notify.warning(MIGRATION.table);
    return outcome;
  };
}

/** Moves the locally held tabs to the server; keeps locally only what is left to retry. */
export function migrateLocalTabs(): SqlLabThunk<Promise<void>> {
  return async (dispatch) => {
    const local = fromStoredState(window.localStorage.getItem(LOCAL_STORAGE_KEY));
    if (!local || local.queryEditors.length === 0) return;
    const outcomes: MigrationOutcome[] = [];
    for (const step of migrationPlan(local)) outcomes.push(await dispatch(migrateTab(step)));
    const left = remainingLocalState(local, outcomes);
    if (left) window.localStorage.setItem(LOCAL_STORAGE_KEY, toStoredState(left));
    else window.localStorage.removeItem(LOCAL_STORAGE_KEY);
  };
}
