/**
 * The explore view: dataset panel, control panel, and the chart with its header and data
 * panes. Runs the query on open when the controls are valid; later control changes re-draw
 * at once when they only change the picture, else wait for "Update chart".
 */
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { App, Skeleton, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  changedFormDataKeys,
  getChartPlugin,
  needsNewQuery,
  openingFormData,
  pageValidation,
  runsOnOpen,
  type QueryFormData,
} from '@tessera/charts';
import { toApiErrorInfo } from '../api/apiError';
import { getBootstrapUser } from '../app/bootstrap';
import { ChartArea, validationLines } from './ChartArea';
import { exportChartData } from './chartQueryAndExport';
import { VizTypeControl } from './controls/VizTypeControl';
import { switchVizType } from './controls/vizSwitch';
import { DataPanes } from './DataPanes';
import { DatasetPanel, sqlLabUrlOf, type DatasetMenuAction } from './DatasetPanel';
import {
  createPermalink,
  fetchExplore,
  saveFormDataKey,
  updateChartProperties,
} from './exploreApi';
import { ExploreHeader, UNTITLED_CHART, type HeaderAction } from './ExploreHeader';
import { downloadChartImage, NO_IMAGE_MESSAGE } from './exportImage';
import { exploreUrlOf, splitDatasource, type ExploreUrlState } from './exploreUrl';
import { addedToDashboardMessage, type DashboardPick } from './saveDashboards';
import type { SaveAction } from './SaveModal';
import type { ExploreDialog } from './ExploreDialogs';
import type { ExploreDatasource, ExploreResponse, ExploreSlice } from './types';
import { endOpeningQuery } from './openingRequest';
import { useChartQuery } from './useChartQuery';

// Loaded apart, so that the chart's first draw waits for neither: the control panel renders
// just after it (see below) and the dialogs on their first opening.
const ControlPanel = lazy(() =>
  import('./controls/ControlPanel').then((m) => ({ default: m.ControlPanel })),
);
const ExploreDialogs = lazy(() => import('./ExploreDialogs'));

const EXPLORE_NAV_STATE = { explore: true };
const PANEL_PLACEHOLDER = <Skeleton active title={false} paragraph={{ rows: 8 }} />;

export function ExploreView({ explore, url }: { explore: ExploreResponse; url: ExploreUrlState }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const user = getBootstrapUser();
  const isAdmin = Object.keys(user.roles).some((r) => r.toLowerCase() === 'admin');

  const [datasource, setDatasource] = useState<ExploreDatasource>(explore.dataset);
  const [slice, setSlice] = useState<ExploreSlice | null>(explore.slice);
  const [formData, setFormData] = useState<QueryFormData>(() => openingFormData(explore, url));
  const [renderFormData, setRenderFormData] = useState<QueryFormData>(formData);
  const [panelErrors, setPanelErrors] = useState<Record<string, string[]>>({});
  const [newName, setNewName] = useState<string>('');
  const formDataKey = useRef<string | undefined>(url.formDataKey);
  const chartRef = useRef<HTMLDivElement>(null);
  // the page opens with the opening request's answer when it has come (openingRequest.ts)
  const [queriesOnOpen] = useState(() => runsOnOpen(formData, explore.dataset));
  const {
    state: query,
    run,
    stop,
  } = useChartQuery(() => (queriesOnOpen ? { formData, force: url.force } : undefined));

  const [modal, setModal] = useState<ExploreDialog | null>(null);
  const [embedUrl, setEmbedUrl] = useState('');

  const validationErrors = useMemo(
    () => ({ ...pageValidation(formData, datasource), ...panelErrors }),
    [formData, datasource, panelErrors],
  );
  const valid = Object.keys(validationErrors).length === 0;
  const missingDataset = datasource.id === undefined || datasource.id === null;
  const runDisabled = !valid || missingDataset || !getChartPlugin(formData.viz_type);
  const canOverwrite = Boolean(slice) && (isAdmin || slice!.owners.includes(user.userId ?? -1));

  const keepUrl = async (fd: QueryFormData) => {
    if (missingDataset) return;
    try {
      const key = await saveFormDataKey(fd, formDataKey.current);
      formDataKey.current = key;
      const ds = splitDatasource(fd.datasource);
      navigate(
        exploreUrlOf({
          formDataKey: key,
          sliceId: fd.slice_id,
          datasourceId: ds.id,
          datasourceType: ds.type,
        }),
        { replace: true, state: EXPLORE_NAV_STATE },
      );
    } catch {
      // the URL keeps what it had; the page works on
    }
  };

  const runQuery = (fd: QueryFormData, force = false) => {
    setRenderFormData(fd);
    void run(fd, force);
    void keepUrl(fd);
  };

  // The control panel renders just after the first paint, as a transition that yields to the
  // chart: the chart's query and drawing do not wait for the panel's many controls.
  const [panelShown, setPanelShown] = useState(false);
  useEffect(() => startTransition(() => setPanelShown(true)), []);

  // Open: draw the chart when the controls allow it.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (query.status !== 'idle') endOpeningQuery();
    else if (queriesOnOpen) void run(formData, url.force);
    void keepUrl(formData);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Render-only changes (renderTrigger controls) redraw at once on the results at hand;
  // any other change leaves the chart as drawn and marks it stale ("Update chart").
  const latestFormData = useRef(formData);
  useEffect(() => {
    latestFormData.current = formData;
  }, [formData]);
  const onControlsChange = (next: QueryFormData) => {
    const prev = latestFormData.current;
    latestFormData.current = next;
    setFormData(next);
    if (!query.queriedFormData || needsNewQuery(prev, next)) return;
    const keys = changedFormDataKeys(prev, next);
    setRenderFormData((drawn) => {
      if (drawn.viz_type !== next.viz_type) return drawn;
      const redrawn: Record<string, unknown> = { ...drawn };
      for (const key of keys) {
        if (next[key] === undefined) delete redrawn[key];
        else redrawn[key] = next[key];
      }
      return redrawn as QueryFormData;
    });
  };

  // The form data the chart had under each type during this visit (Superset's memory).
  const memorized = useRef(new Map<string, QueryFormData>());
  const onVizTypeChange = (vizType: string) => {
    if (vizType === formData.viz_type) return;
    memorized.current.set(formData.viz_type, formData);
    const next = missingDataset
      ? { ...formData, viz_type: vizType }
      : switchVizType(formData, vizType, { ...datasource, id: datasource.id! }, memorized.current);
    setPanelErrors({});
    setFormData(next);
    if (!missingDataset && Object.keys(pageValidation(next, datasource)).length === 0)
      runQuery(next);
  };

  const stale = query.queriedFormData !== null && needsNewQuery(query.queriedFormData, formData);

  const reloadDataset = async (datasourceKey: string) => {
    const ds = splitDatasource(datasourceKey);
    try {
      const fresh = await fetchExplore(
        `datasource_id=${ds.id}&datasource_type=${ds.type ?? 'table'}`,
      );
      setDatasource(fresh.dataset);
      const next = { ...formData, datasource: fresh.form_data.datasource };
      setFormData(next);
      if (Object.keys(pageValidation(next, fresh.dataset)).length === 0) runQuery(next);
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  const onDatasetAction = (action: DatasetMenuAction) => {
    if (action === 'sqllab') window.open(sqlLabUrlOf(datasource), '_blank', 'noopener');
    else setModal(action);
  };

  const onHeaderAction = async (action: HeaderAction) => {
    // invalid controls never send a query, whichever way it is asked for
    if (
      runDisabled &&
      (action === 'force' || action === 'csv' || action === 'json' || action === 'xlsx')
    )
      return;
    try {
      if (action === 'properties') setModal('properties');
      else if (action === 'force') runQuery(formData, true);
      else if (action === 'csv' || action === 'json' || action === 'xlsx')
        await exportChartData(formData, action);
      else if (action === 'png') {
        const ok = chartRef.current
          ? await downloadChartImage(chartRef.current, slice?.slice_name ?? formData.viz_type)
          : false;
        if (!ok) message.error(NO_IMAGE_MESSAGE);
      } else if (action === 'permalink') {
        const link = await createPermalink(formData);
        await navigator.clipboard.writeText(link).catch(() => undefined);
        message.success('Copied to clipboard!');
      } else if (action === 'embed') {
        setEmbedUrl(await createPermalink(formData));
        setModal('embed');
      }
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  const onSaved = (
    id: number,
    name: string,
    action: SaveAction,
    dashboard: DashboardPick | null,
  ) => {
    setModal(null);
    const overwritten = action === 'overwrite' && slice;
    message.success(`Chart [${name}] has been ${overwritten ? 'overwritten' : 'saved'}`);
    if (dashboard) message.success(addedToDashboardMessage(name, dashboard));
    if (overwritten) setSlice({ ...slice, slice_name: name });
    else navigate(`/explore/?slice_id=${id}`);
  };

  const rename = async (name: string) => {
    if (!slice) return setNewName(name);
    try {
      await updateChartProperties(slice.slice_id, { slice_name: name });
      setSlice({ ...slice, slice_name: name });
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  const panelStyle = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: 12,
    minHeight: 0,
  } as const;

  return (
    <div style={{ display: 'flex', gap: 12, height: 'calc(100vh - 112px)', minHeight: 560 }}>
      <div style={{ ...panelStyle, width: 240, flex: 'none' }}>
        <DatasetPanel
          datasource={datasource}
          missingUrlParams={
            !url.sliceId && url.datasourceId === undefined && !url.formDataKey && !url.permalinkKey
          }
          onAction={onDatasetAction}
        />
      </div>
      <div
        style={{ ...panelStyle, width: 320, flex: 'none', overflow: 'auto' }}
        data-test="control-panel"
      >
        <div style={{ marginBottom: 12 }}>
          <VizTypeControl
            value={formData.viz_type}
            renderedVizType={query.queriedFormData?.viz_type}
            onChange={onVizTypeChange}
          />
        </div>
        {datasource.id !== undefined &&
          datasource.id !== null &&
          (panelShown ? (
            <Suspense fallback={PANEL_PLACEHOLDER}>
              <ControlPanel
                vizType={formData.viz_type}
                formData={formData}
                datasource={{ ...datasource, id: datasource.id }}
                onChange={onControlsChange}
                onValidationChange={setPanelErrors}
              />
            </Suspense>
          ) : (
            PANEL_PLACEHOLDER
          ))}
      </div>
      <div
        style={{
          ...panelStyle,
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          padding: 0,
        }}
      >
        <ExploreHeader
          name={slice?.slice_name ?? (newName || UNTITLED_CHART)}
          canEditName={!slice || canOverwrite}
          onRename={(n) => void rename(n)}
          query={query}
          runDisabled={runDisabled}
          runBlockedBy={validationLines(validationErrors, formData.viz_type)}
          stale={stale}
          hasSlice={Boolean(slice) && canOverwrite}
          onRun={() => runQuery(formData)}
          onStop={stop}
          onSave={() => setModal('save')}
          onAction={(a) => void onHeaderAction(a)}
        />
        <div ref={chartRef} style={{ flex: 1, minHeight: 0, display: 'flex', padding: '0 16px' }}>
          <ChartArea
            formData={renderFormData}
            query={query}
            datasource={datasource}
            validationErrors={validationErrors}
          />
        </div>
        <div style={{ padding: '0 16px' }}>
          <DataPanes results={query.queriesResponse} datasetId={datasource.id} />
        </div>
      </div>

      {modal && (
        <Suspense fallback={null}>
          <ExploreDialogs
            open={modal}
            datasource={datasource}
            formData={formData}
            slice={slice}
            newName={newName}
            canOverwrite={canOverwrite}
            embedUrl={embedUrl}
            onClose={() => setModal(null)}
            onReloadDataset={(key) => void reloadDataset(key)}
            onDatasetCreated={(id) => {
              setModal(null);
              navigate(`/explore/?datasource_type=table&datasource_id=${id}`);
            }}
            onSaved={onSaved}
            onPropertiesSaved={(saved) => {
              setModal(null);
              setSlice(saved);
              message.success('Chart properties updated');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
