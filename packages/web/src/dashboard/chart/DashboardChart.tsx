/**
 * One chart on the dashboard: its title (or the layout's `sliceNameOverride`, typed over the
 * title in edit mode), its filter indicator and menu, its description when expanded, and the
 * chart itself (components/chart/ChartView.tsx) with Superset's loading, error and no-results
 * states, emitting cross-filters when the dashboard takes them (useCrossFilterProps.ts). Its data is asked for at once; it is drawn once it comes into view and its dataset
 * is known, with the form data of the answer it holds (chartQueries.ts): a filter's new form
 * data is drawn with its answer, not over the old one.
 */
import { useCallback, useRef, useState } from 'react';
import { theme } from 'antd';
import type { DashboardChart as Chart, LayoutItem } from '@tessera/core';
import type { ChartDatasource } from '@tessera/charts';
import { ChartView } from '../../components/chart/ChartView';
import { useDashboardData, useDashboardView } from '../DashboardContext';
import { useDashboardMask, type DashboardMaskSnapshot } from '../maskView';
import { FilterBoxVeil } from '../filterBox/FilterBoxVeil';
import { useFilterBoxChart } from '../filterBox/useFilterBoxChart';
import { FilterIndicator } from '../filters/FilterIndicator';
import { sanitizedHtml } from '../safeMarkdown';
import { ChartMenu } from './ChartMenu';
import { ChartTitle } from './ChartTitle';
import { chartName, chartTitle, titleOverride } from './titleText';
import { useChartQueryState } from './useChartQueryState';
import { useCrossFilterProps } from './useCrossFilterProps';
import { useDashboardDrill } from './useDashboardDrill';

const NO_DATASOURCE: ChartDatasource = { columns: [], metrics: [] };

export function DashboardChart({
  chart,
  item,
  drawn,
  fullSize,
}: {
  chart: Chart;
  item: LayoutItem;
  drawn: boolean;
  fullSize: boolean;
}) {
  const data = useDashboardData();
  const { expanded, displayMode, editing } = useDashboardView();
  const { token } = theme.useToken();
  const state = useChartQueryState(data.queries, chart.id);
  // drawn with its answer's form data; before its first answer with the mask's (a filter's new
  // form data reaches the chart with its answer: the mask alone does not draw it again)
  const answered = state.formData !== null;
  const maskFormData = useDashboardMask(
    useCallback(
      (s: DashboardMaskSnapshot) => (answered ? undefined : s.formData.get(chart.id)),
      [answered, chart.id],
    ),
  );
  const formData = state.formData ?? maskFormData;
  const title = chartTitle(chart, item);
  const name = chartName(chart, item);
  const chartRef = useRef<HTMLDivElement>(null);
  const drill = useDashboardDrill(chart, title, formData);
  const crossFilterProps = useCrossFilterProps(chart.id, data.labelColors, drill.hooks);
  // a filter box: its legacy filters (or, reviewing or converted, deactivated)
  const filterBox = useFilterBoxChart(chart.id, formData?.viz_type, crossFilterProps);
  const extraProps = filterBox.props;
  const datasource = formData && data.datasources?.get(formData.datasource);
  const description = expanded[String(chart.id)] ? chart.description_markeddown : '';
  // Superset's chart status: loading, success, then rendered once the answer is drawn; failed
  const [renderedAnswer, setRenderedAnswer] = useState<number | null>(null);
  const onRendered = useCallback(() => setRenderedAnswer(state.updatedAt), [state.updatedAt]);
  const status =
    state.status === 'success' && renderedAnswer === state.updatedAt ? 'rendered' : state.status;

  return (
    <>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8, marginBottom: 8 }}>
        <ChartTitle
          title={title}
          name={name}
          onChange={
            editing
              ? (typed) =>
                  editing.updateMeta(item.id, { sliceNameOverride: titleOverride(typed, name) })
              : undefined
          }
        />
        {displayMode !== 3 && <FilterIndicator chartId={chart.id} />}
        {displayMode !== 3 && (
          <ChartMenu
            chart={chart}
            title={title}
            chartRef={chartRef}
            fullSize={fullSize}
            onDrillToDetail={drill.offers.detail ? drill.openDrillToDetail : undefined}
          />
        )}
      </div>
      {description && (
        <div
          data-test="chart-description"
          style={{ color: token.colorTextSecondary, fontSize: 12, marginBottom: 8 }}
          dangerouslySetInnerHTML={{ __html: sanitizedHtml(description) }}
        />
      )}
      <div
        ref={chartRef}
        data-chart-id={chart.id}
        data-chart-status={status}
        style={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          ...(filterBox.deactivated && { position: 'relative' }),
        }}
        inert={filterBox.deactivated || undefined}
      >
        {drawn && formData && data.datasources ? (
          <ChartView
            formData={formData}
            status={state.status}
            queriesResponse={state.queriesResponse}
            resultVizType={state.resultVizType}
            error={state.error}
            datasource={datasource ?? NO_DATASOURCE}
            answerKey={state.updatedAt}
            emptyState
            extraProps={extraProps}
            name={title}
            onRendered={onRendered}
            onContextMenu={drill.onContextMenu}
          />
        ) : (
          <div data-test="chart-container" data-status={state.status} style={{ flex: 1 }} />
        )}
        {filterBox.deactivated && <FilterBoxVeil />}
      </div>
      {drill.element}
    </>
  );
}
