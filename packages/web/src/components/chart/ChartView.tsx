/**
 * A chart drawn by its type's lazy renderer from a chart data answer, as explore and the
 * dashboard draw it: a spinner while its query runs, every failure as an error box with the
 * server's message (never a blank area), and, where asked, Superset's "no results" state.
 * The area measures itself before the first paint, so a chart whose data and renderer are at
 * hand draws in the page's first frame.
 */
import { useEffect, useMemo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Spin, Typography } from 'antd';
import type { ChartDataQueryResult } from '@tessera/core';
import {
  renderChart,
  type ChartDataResult,
  type ChartDatasource,
  type ChartProps,
  type QueryFormData,
} from '@tessera/charts';
import type { ApiErrorInfo } from '../../api/apiError';
import { useThemeMode } from '../../app/ThemeProvider';
import { ErrorBoundary } from '../ErrorBoundary';
import { ApiErrorMessage } from '../ErrorMessage';
import { FilterBoxWidgetsProvider } from './FilterBoxWidgets';
import { isUnsupportedChart, UnsupportedChart } from './UnsupportedChart';
import { useChartRenderer, useElementSize } from './useChartRenderer';

export type ChartViewStatus = 'idle' | 'loading' | 'success' | 'failed' | 'stopped';

export const NO_RESULTS_TITLE = 'No results were returned for this query';
export const NO_RESULTS_DESCRIPTION =
  'Make sure that the controls are correctly configured and the datasource contains data for the selected time range';

/** Chart types that draw an empty answer themselves ("No data"; a filter box's filters). */
const DRAW_EMPTY = new Set(['big_number_total', 'big_number', 'filter_box']);

/** Whether an answer has no rows to draw (Superset's `noResultQueries`). */
export function hasNoResults(queries: readonly ChartDataQueryResult[] | null): boolean {
  return !queries || queries.every((q) => !Array.isArray(q.data) || q.data.length === 0);
}

export interface ChartViewProps {
  /**
   * The form data to draw with: the answer's own, or one that changes only render-only
   * controls (drawn at once over the answer held). Any change of it draws the chart again, so
   * a page passes new form data that asks a new query only once its answer is in (Superset's
   * ChartRenderer draws on a new answer, not on new form data): explore's `renderFormData`,
   * the dashboard's chart query state's `formData`.
   */
  formData: QueryFormData;
  status: ChartViewStatus;
  /** The answer drawn, and the chart type it was asked for (null while none). */
  queriesResponse: ChartDataQueryResult[] | null;
  resultVizType: string | null | undefined;
  error: ApiErrorInfo | null;
  datasource: ChartDatasource;
  /** Changes with each new answer (a render error is then forgotten). */
  answerKey: unknown;
  /** Shown instead of the chart (explore's invalid controls, an unknown chart type). */
  notice?: ReactNode;
  /** Draw Superset's "no results" state for an answer without rows. */
  emptyState?: boolean;
  /** Further chart props (a dashboard's label colours, own state, hooks). */
  extraProps?: Partial<ChartProps>;
  style?: CSSProperties;
  /** The chart's name, for the spinner's label. */
  name?: string;
  /** Called once an answer has been drawn (the chart, or the no-results state). */
  onRendered?(): void;
  /** A right-click on the chart area that no drawn value took (the drill menu). */
  onContextMenu?(event: MouseEvent): void;
}

function NoResults() {
  return (
    <div
      data-test="no-results"
      style={{ height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      <div style={{ maxWidth: 360, padding: 8 }}>
        <Typography.Text strong>{NO_RESULTS_TITLE}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {NO_RESULTS_DESCRIPTION}
        </Typography.Paragraph>
      </div>
    </div>
  );
}

export function ChartView(props: ChartViewProps) {
  const { formData, status, queriesResponse, error, notice } = props;
  const { ref, width, height } = useElementSize();
  const { resolved } = useThemeMode();
  const { renderer, error: loadError } = useChartRenderer(formData.viz_type);

  const answered = Boolean(queriesResponse) && props.resultVizType === formData.viz_type;
  const noResults =
    answered &&
    props.emptyState === true &&
    !DRAW_EMPTY.has(formData.viz_type) &&
    hasNoResults(queriesResponse);
  const drawable = answered && !noResults && Boolean(renderer) && width > 0 && height > 0;
  const { datasource, extraProps, answerKey } = props;
  // The drawn element is kept while nothing it is drawn from changes: the renderer is not run
  // again when the page around the chart re-renders.
  const chart = useMemo(
    () =>
      drawable && renderer ? (
        <ErrorBoundary resetKey={answerKey}>
          <FilterBoxWidgetsProvider>
            {renderChart(renderer, {
              formData,
              queriesData: queriesResponse as unknown as ChartDataResult[],
              width,
              height,
              theme: resolved,
              datasource,
              ...extraProps,
            })}
          </FilterBoxWidgetsProvider>
        </ErrorBoundary>
      ) : null,
    [
      drawable,
      renderer,
      answerKey,
      formData,
      queriesResponse,
      width,
      height,
      resolved,
      datasource,
      extraProps,
    ],
  );

  const { onRendered } = props;
  const drawn = Boolean(chart) || noResults;
  useEffect(() => {
    if (drawn) onRendered?.();
  }, [drawn, chart, onRendered]);

  let content: ReactNode = null;
  if (notice) content = notice;
  else if (isUnsupportedChart(formData.viz_type))
    content = <UnsupportedChart vizType={formData.viz_type} />;
  else if (loadError) content = <ApiErrorMessage error={{ status: 0, message: loadError }} />;
  else if (error && status !== 'loading')
    content = (
      <ApiErrorMessage error={error} title={status === 'stopped' ? 'Stopped' : 'Chart error'} />
    );
  else if (noResults) content = <NoResults />;
  else content = chart;

  return (
    <div
      ref={ref}
      data-test="chart-container"
      data-status={status}
      style={{ position: 'relative', flex: 1, overflow: 'hidden', ...props.style }}
      onContextMenu={drawn ? props.onContextMenu : undefined}
    >
      {content}
      {status === 'loading' && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Spin size="large" aria-label={props.name ? `Loading ${props.name}` : 'Loading chart'} />
        </div>
      )}
    </div>
  );
}
