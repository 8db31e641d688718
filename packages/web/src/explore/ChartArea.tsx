/**
 * Explore's chart area: the shared chart view (components/chart/ChartView.tsx: the chart
 * drawn by its type's lazy renderer, a spinner while a query runs, every failure as an error
 * box), with explore's own notices in its place (an unknown chart type, invalid controls).
 */
import { useMemo } from 'react';
import { Alert } from 'antd';
import {
  getChartPlugin,
  getControlConfig,
  hasChartRenderer,
  type QueryFormData,
} from '@tessera/charts';
import { ChartView } from '../components/chart/ChartView';
import { chartDatasourceOf } from '../components/chart/chartDatasource';
import { GALLERY_TEXTS } from './controls/galleryTexts';
import type { ChartQueryState } from './useChartQuery';
import type { ExploreDataset } from '@tessera/core';

export interface ChartAreaProps {
  /** The form data to draw with (render-only changes apply without a query). */
  formData: QueryFormData;
  query: ChartQueryState;
  datasource: ExploreDataset;
  validationErrors: Record<string, string[]>;
}

/** One line per invalid control, named by its label as Superset words them. */
export function validationLines(errors: Record<string, string[]>, vizType: string): string[] {
  const panel = getChartPlugin(vizType)?.controlPanel;
  return Object.entries(errors).map(([name, messages]) => {
    const label = (panel && getControlConfig(panel, name)?.label) || name;
    return `Control labeled "${label}": ${messages.join(', ')}`;
  });
}

export function ChartArea({ formData, query, datasource, validationErrors }: ChartAreaProps) {
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

  return (
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
    />
  );
}
