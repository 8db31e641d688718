/**
 * Explore's chart area: the shared chart view (components/chart/ChartView.tsx: the chart
 * drawn by its type's lazy renderer, a spinner while a query runs, every failure as an error
 * box), with explore's own notices in its place (an unknown chart type, invalid controls),
 * and the drill menu on a right-click (components/drill/).
 */
import { useMemo } from 'react';
import { Alert } from 'antd';
import {
  getControlPanel,
  getControlConfig,
  hasChartRenderer,
  type QueryFormData,
} from '@tessera/charts';
import { ChartView } from '../components/chart/ChartView';
import { chartDatasourceOf } from '../components/chart/chartDatasource';
import { useChartDrill } from '../components/drill/useChartDrill';
import { GALLERY_TEXTS } from './controls/galleryTexts';
import type { ChartQueryState } from './useChartQuery';
import type { ExploreDataset } from '@tessera/core';

export interface ChartAreaProps {
  /** The form data to draw with (render-only changes apply without a query). */
  formData: QueryFormData;
  query: ChartQueryState;
  datasource: ExploreDataset;
  validationErrors: Record<string, string[]>;
  /** The chart's name (drill dialogs' titles). */
  title?: string;
}

/** One line per invalid control, named by its label as Superset words them. */
export function validationLines(errors: Record<string, string[]>, vizType: string): string[] {
  const panel = getControlPanel(vizType);
  return Object.entries(errors).map(([name, messages]) => {
    const label = (panel && getControlConfig(panel, name)?.label) || name;
    return `Control labeled "${label}": ${messages.join(', ')}`;
  });
}

export function ChartArea({
  formData,
  query,
  datasource,
  validationErrors,
  title,
}: ChartAreaProps) {
  const supported = hasChartRenderer(formData.viz_type);
  const errorList = Object.entries(validationErrors);

  let notice = null;
  if (!supported) {
    notice = <Alert type="error" showIcon role="alert" title={GALLERY_TEXTS.unsupported} />;
  } else if (errorList.length > 0 && query.status !== 'success') {
    notice = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Some controls need attention"
        description={
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {validationLines(validationErrors, formData.viz_type).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        }
      />
    );
  }
  const chartDatasource = useMemo(() => chartDatasourceOf(datasource), [datasource]);
  // Drilling reads the rows of the chart as last queried.
  const drill = useChartDrill({
    formData: query.resultFormData ?? undefined,
    title: title ?? String(formData.slice_name ?? formData.viz_type),
    dataset: datasource,
    datasource: chartDatasource,
  });
  const extraProps = useMemo(
    () => (drill.hooks ? { hooks: drill.hooks } : undefined),
    [drill.hooks],
  );

  return (
    <>
      <ChartView
        formData={formData}
        status={query.status}
        queriesResponse={query.queriesResponse}
        resultVizType={query.resultFormData?.viz_type}
        error={query.error}
        datasource={chartDatasource}
        answerKey={query.updatedAt}
        notice={notice}
        style={{ minHeight: 300 }}
        extraProps={extraProps}
        onContextMenu={drill.onContextMenu}
      />
      {drill.element}
    </>
  );
}
