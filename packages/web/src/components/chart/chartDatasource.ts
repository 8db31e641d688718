/**
 * A dataset as a chart's renderer reads it: its columns, metrics, verbose names, formats and
 * time grains.
 */
import type { ExploreDataset } from '@tessera/core';
import type { ChartDatasource } from '@tessera/charts';

export function chartDatasourceOf(dataset: ExploreDataset): ChartDatasource {
  return {
    columns: dataset.columns.map((c) => ({ ...c, type_generic: c.type_generic as never })),
    metrics: dataset.metrics,
    verbose_map: dataset.verbose_map,
    column_formats: dataset.column_formats,
    currency_formats: dataset.currency_formats as ChartDatasource['currency_formats'],
    time_grain_sqla: dataset.time_grain_sqla,
  };
}
