/**
 * The explore URL: what the page opens from (core's explore URL) and the URL it keeps while
 * open (Superset's `form_data_key` plus the chart or dataset).
 */
export {
  EXPLORE_PAGE_PATH,
  PERMALINK_PATH,
  exploreApiQuery,
  hasExploreTarget,
  parseExploreUrl,
  splitDatasource,
  type ExploreUrlState,
} from '@tessera/core';

/** The URL the open page shows: its form data key with the chart or the dataset. */
export function exploreUrlOf(opts: {
  formDataKey: string;
  sliceId?: number | null;
  datasourceId?: number;
  datasourceType?: string;
}): string {
  const params = new URLSearchParams({ form_data_key: opts.formDataKey });
  if (opts.sliceId) params.set('slice_id', String(opts.sliceId));
  else if (opts.datasourceId !== undefined) {
    params.set('datasource_id', String(opts.datasourceId));
    params.set('datasource_type', opts.datasourceType ?? 'table');
  }
  return `/explore/?${params.toString()}`;
}
