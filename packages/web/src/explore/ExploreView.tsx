/**
 * The explore view: dataset panel, control panel, and the chart with its header and data
 * panes. Runs the query on open when the controls are valid; later control changes re-draw
 * at once when they only change the picture, else wait for "Update chart".
 */
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { ExploreDataset, ExploreResult } from '@tessera/core';
import {
  getChartPlugin,
  openingFormData,
  pageValidation,
  type QueryFormData,
} from '@tessera/charts';
import { toApiErrorInfo } from '../api/apiError';
import { exploreApi } from '../api/exploreApi';
import type { AppDispatch } from '../store/store';
import { ChartArea, validationLines } from './ChartArea';
import { DataPanes } from './DataPanes';
import { DatasetPanel, sqlLabUrlOf, type DatasetMenuAction } from './DatasetPanel';
import { ExploreControls, ExplorePanel } from './ExplorePanels';
import { ExploreHeader, UNTITLED_CHART } from './ExploreHeader';
import { splitDatasource, type ExploreUrlState } from './exploreUrl';
import type { ExploreDialog } from './ExploreDialogs';
import { useChartSlice } from './useChartSlice';
import { useExploreQuery } from './useExploreQuery';
import { useHeaderActions } from './useHeaderActions';
import { useVizTypeSwitch } from './useVizTypeSwitch';

// The dialogs load on their first opening, not with the page.
const ExploreDialogs = lazy(() => import('./ExploreDialogs'));

export function ExploreView({ explore, url }: { explore: ExploreResult; url: ExploreUrlState }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();

  const [datasource, setDatasource] = useState<ExploreDataset>(explore.dataset);
  const [formData, setFormData] = useState<QueryFormData>(() => openingFormData(explore, url));
  const [panelErrors, setPanelErrors] = useState<Record<string, string[]>>({});
  const chartRef = useRef<HTMLDivElement>(null);

  const [modal, setModal] = useState<ExploreDialog | null>(null);
  const { slice, newName, canOverwrite, rename, onSaved, onPropertiesSaved } = useChartSlice(
    explore.slice,
    () => setModal(null),
  );

  const validationErrors = useMemo(
    () => ({ ...pageValidation(formData, datasource), ...panelErrors }),
    [formData, datasource, panelErrors],
  );
  const valid = Object.keys(validationErrors).length === 0;
  const missingDataset = datasource.id === undefined || datasource.id === null;
  const runDisabled = !valid || missingDataset || !getChartPlugin(formData.viz_type);

  // The control panel renders just after the first paint, as a transition that yields to the
  // chart: the chart's query and drawing do not wait for the panel's many controls.
  const [panelShown, setPanelShown] = useState(false);
  useEffect(() => startTransition(() => setPanelShown(true)), []);

  const { query, stop, renderFormData, runQuery, onControlsChange, stale } = useExploreQuery({
    explore,
    url,
    formData,
    setFormData,
    missingDataset,
  });

  const onVizTypeChange = useVizTypeSwitch(formData, datasource, (next, runs) => {
    setPanelErrors({});
    setFormData(next);
    if (runs) runQuery(next);
  });

  const reloadDataset = async (datasourceKey: string) => {
    const ds = splitDatasource(datasourceKey);
    try {
      const fresh = await dispatch(
        exploreApi.endpoints.exploreState.initiate(
          `datasource_id=${ds.id}&datasource_type=${ds.type ?? 'table'}`,
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      setDatasource(fresh.dataset);
      const next = { ...formData, datasource: String(fresh.form_data.datasource) };
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

  const { onHeaderAction, embedUrl } = useHeaderActions({
    formData,
    slice,
    runDisabled,
    chartRef,
    runQuery,
    openDialog: setModal,
  });

  return (
    <div style={{ display: 'flex', gap: 12, height: 'calc(100vh - 112px)', minHeight: 560 }}>
      <ExplorePanel style={{ width: 240, flex: 'none' }}>
        <DatasetPanel
          datasource={datasource}
          missingUrlParams={
            !url.sliceId && url.datasourceId === undefined && !url.formDataKey && !url.permalinkKey
          }
          onAction={onDatasetAction}
        />
      </ExplorePanel>
      <ExplorePanel
        style={{ width: 320, flex: 'none', overflow: 'auto' }}
        data-test="control-panel"
      >
        <ExploreControls
          formData={formData}
          renderedVizType={query.queriedFormData?.viz_type}
          datasource={datasource}
          panelShown={panelShown}
          onVizTypeChange={onVizTypeChange}
          onChange={onControlsChange}
          onValidationChange={setPanelErrors}
        />
      </ExplorePanel>
      <ExplorePanel
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', padding: 0 }}
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
            title={slice?.slice_name ?? (newName || UNTITLED_CHART)}
          />
        </div>
        <div style={{ padding: '0 16px' }}>
          <DataPanes results={query.queriesResponse} datasetId={datasource.id} />
        </div>
      </ExplorePanel>

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
            onPropertiesSaved={onPropertiesSaved}
          />
        </Suspense>
      )}
    </div>
  );
}
