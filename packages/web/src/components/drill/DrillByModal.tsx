/**
 * Drill by (Superset's DrillByModal): the chart regrouped by the chosen column, drawn by the
 * shared chart view from its own query (the chart's form data with the dimension replaced
 * and the clicked values kept as filters); a right-click on it drills further; the
 * breadcrumbs go back to earlier levels.
 */
import { useEffect, useMemo, useState } from 'react';
import { Breadcrumb, Button, Modal } from 'antd';
import type { ChartDataQueryResult } from '@tessera/core';
import {
  chartDataBody,
  type ChartDatasource,
  type ContextMenuFilters,
  type QueryFormData,
} from '@tessera/charts';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/apiError';
import { postChartData } from '../../api/chartData';
import { ChartView, type ChartViewStatus } from '../chart/ChartView';
import {
  drillByBreadcrumbs,
  drillByColumns,
  drilledFormData,
  type DrillByLevel,
  type DrillColumn,
} from './drillBy';
import { DrillContextMenu, type DrillMenuRequest } from './DrillContextMenu';
import { NO_DRILL } from './drillOffers';

export const DRILL_BY_TEXTS = {
  title: (chart: string) => `Drill by: ${chart}`,
  close: 'Close',
};

interface DrillQuery {
  status: ChartViewStatus;
  queriesResponse: ChartDataQueryResult[] | null;
  error: ApiErrorInfo | null;
  updatedAt: number;
  resultVizType: string | null;
}

interface DrillAnswer {
  formData: QueryFormData;
  queriesResponse: ChartDataQueryResult[] | null;
  error: ApiErrorInfo | null;
  updatedAt: number;
}

/** The drilled chart's query: asked again whenever its form data changes. */
function useDrillQuery(formData: QueryFormData): DrillQuery {
  const [answer, setAnswer] = useState<DrillAnswer | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const settle = (queriesResponse: ChartDataQueryResult[] | null, error: ApiErrorInfo | null) => {
      if (!abort.signal.aborted)
        setAnswer({ formData, queriesResponse, error, updatedAt: Date.now() });
    };
    postChartData(chartDataBody(formData), { signal: abort.signal }).then(
      (queriesResponse) => {
        const failed = queriesResponse.find((q) => q.error);
        settle(queriesResponse, failed ? { status: 400, message: String(failed.error) } : null);
      },
      (e: unknown) => settle(null, toApiErrorInfo(e)),
    );
    return () => abort.abort();
  }, [formData]);
  // The last answer stays drawn while the next one is asked for.
  const current = answer?.formData === formData;
  return {
    status: !current ? 'loading' : answer.error ? 'failed' : 'success',
    queriesResponse: answer?.queriesResponse ?? null,
    error: current ? answer.error : null,
    updatedAt: answer?.updatedAt ?? 0,
    resultVizType: answer?.queriesResponse ? answer.formData.viz_type : null,
  };
}

export interface DrillByModalProps {
  title: string;
  /** The form data the chart is drawn with. */
  formData: QueryFormData;
  /** The dataset's columns and the chart's datasource (formats, verbose names). */
  columns: readonly DrillColumn[];
  datasource: ChartDatasource;
  /** The first level: the chosen column, and the clicked values. */
  first: DrillByLevel;
  onClose(): void;
}

export default function DrillByModal({
  title,
  formData,
  columns,
  datasource,
  first,
  onClose,
}: DrillByModalProps) {
  const [levels, setLevels] = useState<DrillByLevel[]>([first]);
  const [menu, setMenu] = useState<DrillMenuRequest | null>(null);
  const drilled = useMemo(() => drilledFormData(formData, levels), [formData, levels]);
  const query = useDrillQuery(drilled);
  const crumbs = drillByBreadcrumbs(formData, first.groupbyFieldName, levels, columns);
  const used = levels.map((l) => l.column.column_name);
  const extraProps = useMemo(
    () => ({
      hooks: {
        onContextMenu: (x: number, y: number, filters?: ContextMenuFilters) =>
          setMenu({ x, y, filters }),
      },
    }),
    [],
  );

  return (
    <Modal
      open
      title={DRILL_BY_TEXTS.title(title)}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          {DRILL_BY_TEXTS.close}
        </Button>,
      ]}
    >
      <Breadcrumb
        style={{ marginBottom: 8 }}
        data-test="drill-by-breadcrumbs"
        items={crumbs.map((crumb, i) => ({
          key: crumb.depth,
          title:
            i < crumbs.length - 1 ? (
              <Button
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto' }}
                onClick={() => setLevels((current) => current.slice(0, crumb.depth))}
              >
                {crumb.label}
              </Button>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            ),
        }))}
      />
      <div data-test="drill-by-chart" style={{ height: '55vh', display: 'flex' }}>
        <ChartView
          formData={drilled}
          status={query.status}
          queriesResponse={query.queriesResponse}
          resultVizType={query.resultVizType}
          error={query.error}
          datasource={datasource}
          answerKey={query.updatedAt}
          emptyState
          extraProps={extraProps}
          name={title}
        />
      </div>
      {menu && (
        <DrillContextMenu
          request={menu}
          offers={{ ...NO_DRILL, drillBy: true }}
          drillByColumns={(field, search) => drillByColumns(columns, drilled, field, used, search)}
          onDrillToDetail={() => undefined}
          onDrillBy={(column, drillBy) =>
            setLevels((current) => [
              ...current,
              { column, groupbyFieldName: drillBy.groupbyFieldName, filters: drillBy.filters },
            ])
          }
          onClose={() => setMenu(null)}
        />
      )}
    </Modal>
  );
}
