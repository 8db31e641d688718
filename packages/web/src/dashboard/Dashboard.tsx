/**
 * A dashboard drawn: its CSS, its header (unless the display mode hides it), its native filter
 * bar (left, or above the layout; not in edit mode), its layout (edit mode's layer beside it:
 * the builder pane, and the handles and drop zones it draws into the layout), its dialogs and
 * the prompt before leaving unsaved changes. Puts the dashboard's data (its charts' form data
 * through the filters' data mask) and view state where its components read them. The layout
 * sits at the same place in both modes, so that entering or leaving edit mode keeps every
 * chart as drawn and the focus where it was.
 */
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { theme } from 'antd';
import { useLocation } from 'react-router-dom';
import {
  chartIdsInLayout,
  dashboardLayout,
  displayModeOf,
  parseDashboardMetadata,
  type DashboardChart,
  type DashboardDataMask,
  type DashboardShow,
} from '@tessera/core';
import type { DashboardDataset } from '../api/dashboardPage';
import { getBootstrapUser } from '../app/bootstrap';
import { DashboardBody } from './DashboardBody';
import { DashboardDataContext, DashboardViewContext, type LayoutEditing } from './DashboardContext';
import { DashboardDialogs } from './DashboardDialogs';
import type { LayoutEditor } from './edit/useLayoutEditor';
import { FilterBoxes } from './filterBox/FilterBoxes';
import { usePageFilters } from './filterBox/usePageFilters';
import { WithFilterBar } from './filters/FilterBar';
import { DashboardHeader } from './header/DashboardHeader';
import { HeaderMenu } from './header/HeaderMenu';
import { useAutoRefresh } from './header/useAutoRefresh';
import { useHeaderActions, type HeaderDialog } from './header/useHeaderActions';
import { dashboardPermissions } from './permissions';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { useAddedCharts } from './useAddedCharts';
import { useColumnWidth } from './useColumnWidth';
import { useDashboardDataValue } from './useDashboardDataValue';
import { useDashboardEdit } from './useDashboardEdit';
import { useLayoutEditing } from './useLayoutEditing';
import { usePrerenderTabs } from './usePrerenderTabs';
import { useChosenTabs, useViewState } from './useViewState';

const EditLayer = lazy(() => import('./EditLayer'));

/**
 * The page's own styles: links in markdown; tabs not shown drawn out of sight (antd hides
 * them with an inline display none, which leaves their charts nothing to measure).
 */
function dashboardStyles(linkColor: string): string {
  return (
    `.dashboard-markdown a { color: ${linkColor}; text-decoration: underline; }` +
    '.dashboard-tabs-prerender .ant-tabs-content:not(.ant-tabs-content-active) {' +
    ' display: block !important;' +
    ' position: absolute; top: 0; left: 0; right: 0; height: 0; overflow: hidden;' +
    ' visibility: hidden; }'
  );
}

/**
 * The layout, and edit mode's layer beside it while editing (loaded when edit mode opens): the
 * layout at the same place in React's tree either way.
 */
function WithEditLayer({
  editing,
  editor,
  columnWidth,
  dashboardId,
  children,
}: {
  editing: LayoutEditing | null;
  editor: LayoutEditor;
  columnWidth: number;
  dashboardId: number;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {editing && (
        <Suspense fallback={null}>
          <EditLayer
            editor={editor}
            columnWidth={columnWidth}
            dashboardId={dashboardId}
            slots={editing.slots}
          />
        </Suspense>
      )}
    </div>
  );
}

export interface DashboardProps {
  dashboard: DashboardShow;
  charts: DashboardChart[];
  datasets: DashboardDataset[] | undefined;
  /** Changes the dashboard as held (publish, properties, a save). */
  updateDashboard(change: (d: DashboardShow) => DashboardShow): void;
  /** Asks for the dashboard, its charts and datasets again (after a save). */
  reload(): void;
  /** The data mask of the permalink the page opened with. */
  permalinkDataMask?: DashboardDataMask;
}

export function Dashboard({
  dashboard,
  charts,
  datasets,
  updateDashboard,
  reload,
  permalinkDataMask,
}: DashboardProps) {
  const { token } = theme.useToken();
  const location = useLocation();
  const user = getBootstrapUser();
  const permissions = useMemo(
    () => dashboardPermissions(user.roles, user.userId, dashboard.owners),
    [user.roles, user.userId, dashboard.owners],
  );
  const savedLayout = useMemo(() => dashboardLayout(dashboard, charts), [dashboard, charts]);
  const savedMetadata = useMemo(
    () => parseDashboardMetadata(dashboard.json_metadata),
    [dashboard.json_metadata],
  );
  const edit = useDashboardEdit({
    dashboard,
    savedLayout,
    metadata: savedMetadata,
    canEdit: permissions.canEdit,
    onSaved: (saved) => {
      updateDashboard((d) => ({ ...d, ...saved }));
      reload();
    },
  });
  const layout = edit.layout;
  const allCharts = useAddedCharts(charts, layout);
  const chosenTabs = useChosenTabs(layout);
  const displayMode = displayModeOf(location.search);
  const page = { dashboard, charts: allCharts, layout, permalinkDataMask, updateDashboard, reload };
  const shown = !edit.editMode && displayMode !== 3;
  const { filters, filterBoxes, ...bar } = usePageFilters(page, edit.metadata, shown, permissions);
  const data = useDashboardDataValue({
    dashboard,
    charts: allCharts,
    datasets,
    layout,
    metadata: edit.metadata,
    permissions,
    chosenTabs,
    filters,
  });
  const { columnWidth, gridRef } = useColumnWidth(edit.editMode);
  const prerenderTabs = usePrerenderTabs(data.queries, layout, chosenTabs);
  const editing = useLayoutEditing(edit.editMode, edit.editor);
  const view = useViewState(layout, chosenTabs, savedMetadata, editing, displayMode, prerenderTabs);

  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const [sessionFrequency, setSessionFrequency] = useState<number | null>(null);
  const frequency = edit.editMode
    ? (edit.metadata.refresh_frequency ?? 0)
    : (sessionFrequency ?? savedMetadata.refresh_frequency ?? 0);
  const chartIds = useMemo(() => chartIdsInLayout(layout), [layout]);
  useAutoRefresh(edit.editMode ? 0 : frequency, chartIds, edit.metadata, data.refreshCharts);
  const pageRef = useRef<HTMLDivElement>(null);
  const actions = useHeaderActions({
    dashboardId: dashboard.id,
    title: edit.title,
    chartIds,
    activeTabs: view.activeTabs,
    data,
    openDialog: setDialog,
    imageRef: pageRef,
  });

  const body = (
    <WithFilterBar {...bar}>
      <main aria-label="Dashboard" style={{ padding: displayMode ? 16 : '16px 0' }}>
        <FilterBoxes migration={filterBoxes} apply={filters.apply}>
          <DashboardBody gridRef={gridRef} onEdit={permissions.canEdit ? edit.enter : undefined} />
        </FilterBoxes>
      </main>
    </WithFilterBar>
  );

  return (
    <DashboardDataContext.Provider value={data}>
      <DashboardViewContext.Provider value={view}>
        <style>{dashboardStyles(token.colorLink)}</style>
        <style data-test="dashboard-css">{edit.css}</style>
        <div
          ref={pageRef}
          className="dashboard"
          data-test="dashboard"
          style={{ background: token.colorBgLayout }}
        >
          {displayMode < 2 && (
            <DashboardHeader
              dashboard={dashboard}
              title={edit.title}
              canEdit={permissions.canEdit && filterBoxes.state !== 'REVIEWING'}
              onTitleChange={edit.editMode ? (title) => edit.setDraft({ title }) : undefined}
              onPublishedChange={(published) => updateDashboard((d) => ({ ...d, published }))}
              onEdit={edit.enter}
              edit={
                edit.editMode
                  ? {
                      canUndo: edit.editor.canUndo,
                      canRedo: edit.editor.canRedo,
                      undo: edit.editor.undo,
                      redo: edit.editor.redo,
                      discard: edit.discard,
                      save: () => void edit.save(view.expanded),
                      saving: edit.saving,
                    }
                  : undefined
              }
              menu={
                <HeaderMenu
                  editMode={edit.editMode}
                  fullscreen={actions.fullscreen}
                  permissions={permissions}
                  onAction={(action) => void actions.onAction(action)}
                />
              }
            />
          )}
          <WithEditLayer
            editing={editing}
            editor={edit.editor}
            columnWidth={columnWidth}
            dashboardId={dashboard.id}
          >
            {body}
          </WithEditLayer>
        </div>
        <DashboardDialogs
          dialog={dialog}
          onClose={() => setDialog(null)}
          dashboard={dashboard}
          edit={edit}
          frequency={frequency}
          onSessionFrequency={setSessionFrequency}
          embedUrl={actions.embedUrl}
          updateDashboard={updateDashboard}
          reload={reload}
        />
        <UnsavedChangesPrompt
          unsaved={edit.hasUnsavedChanges}
          save={() => edit.save(view.expanded, false)}
        />
      </DashboardViewContext.Provider>
    </DashboardDataContext.Provider>
  );
}
