/**
 * What drill to detail asks `POST /datasource/samples` for (Superset's `getDrillPayload`):
 * the chart's own filters, time range and extras (its form data, with the dashboard's data
 * mask in it) without HAVING, and the clicked values' filters.
 */
import type { DatasourceSamplesPayloadInput } from '@tessera/core';
import { buildQueryObject, type DrillFilter, type QueryFormData } from '@tessera/charts';

/** The dataset id of a form data's `datasource` (`<id>__table`). */
export function datasetIdOf(formData: Pick<QueryFormData, 'datasource'>): number {
  return Number(String(formData.datasource ?? '').split('__')[0]);
}

export function drillDetailPayload(
  formData: QueryFormData,
  drillFilters: readonly DrillFilter[],
): DatasourceSamplesPayloadInput {
  const query = buildQueryObject(formData);
  const { having: _having, ...extras } = query.extras ?? {};
  return {
    ...(query.granularity ? { granularity: query.granularity } : {}),
    ...(query.time_range ? { time_range: query.time_range } : {}),
    filters: [
      ...(query.filters ?? []),
      ...drillFilters.map(({ formattedVal: _shown, ...filter }) => filter),
    ],
    extras: extras as DatasourceSamplesPayloadInput['extras'],
  };
}

/** The filters with the one on this column taken out (a removed chip). */
export function withoutFilter(filters: readonly DrillFilter[], col: string): DrillFilter[] {
  return filters.filter((f) => f.col !== col);
}
