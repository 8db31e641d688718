/**
 * What the explore page opens with: its form data (the server's state, the URL's own form
 * data and viz type, the chart type's control defaults), whether that form data may be
 * queried, and the opening chart data request, which a page load starts as soon as the
 * explore state arrives (prefetch.ts), before React reaches the page. The page's first query
 * takes that request (once) when its body is the same.
 */
import {
  getChartPlugin,
  stateFromFormData,
  validateControlPanel,
  type DatasourceMeta,
  type QueryFormData,
} from '@tessera/charts';
import { chartDataBody, postChartData, type ChartQueryResult } from './chartData';
import { withControlDefaults } from './controls/vizSwitch';
import type { ExploreUrlState } from './exploreUrl';
import type { ExploreDatasource, ExploreResponse } from './types';

export const DEFAULT_VIZ_TYPE = 'table';

/** The form data the page opens with: the server's, then the URL's form_data and viz_type. */
export function initialFormData(explore: ExploreResponse, url: ExploreUrlState): QueryFormData {
  const merged = { ...explore.form_data, ...(url.formData ?? {}) } as QueryFormData;
  merged.datasource = explore.form_data.datasource;
  if (url.vizType) merged.viz_type = url.vizType;
  merged.viz_type ||= DEFAULT_VIZ_TYPE;
  return merged;
}

/** The opening form data with the chart type's control defaults filled in. */
export function openingFormData(explore: ExploreResponse, url: ExploreUrlState): QueryFormData {
  const opened = initialFormData(explore, url);
  const ds = explore.dataset;
  return ds.id === undefined || ds.id === null
    ? opened
    : withControlDefaults(opened, { ...ds, id: ds.id });
}

/** The control panel's validation errors for this form data (none for an unknown type). */
export function pageValidation(formData: QueryFormData, datasource: ExploreDatasource) {
  const plugin = getChartPlugin(formData.viz_type);
  if (!plugin) return {};
  return validateControlPanel(
    plugin.controlPanel,
    stateFromFormData(formData, datasource as unknown as DatasourceMeta),
  );
}

/** Whether the page queries this form data when it opens. */
export function runsOnOpen(formData: QueryFormData, datasource: ExploreDatasource): boolean {
  return (
    datasource.id !== undefined &&
    datasource.id !== null &&
    Boolean(getChartPlugin(formData.viz_type)) &&
    Object.keys(pageValidation(formData, datasource)).length === 0
  );
}

interface StartedQuery {
  key: string;
  result: Promise<ChartQueryResult[]>;
}
let started: StartedQuery | undefined;
/** Whether the page has made its first query (then a late opening query is not started). */
let pageQueried = false;

const requestKey = (body: unknown, sliceId: number | null | undefined) =>
  `${sliceId ?? ''} ${JSON.stringify(body)}`;

/** Starts the chart data request the page will make when it opens this explore state. */
export function startOpeningQuery(explore: ExploreResponse, url: ExploreUrlState): void {
  if (pageQueried) return;
  const formData = openingFormData(explore, url);
  if (!runsOnOpen(formData, explore.dataset)) return;
  const body = chartDataBody(formData, { force: url.force });
  const result = postChartData(body, { sliceId: formData.slice_id });
  result.catch(() => undefined);
  started = { key: requestKey(body, formData.slice_id), result };
}

/**
 * The started request with this body, handed out once (else undefined). Every query of the
 * page asks first, so an opening query that would start after the page's first is not sent.
 */
export function takeOpeningQuery(
  body: unknown,
  sliceId: number | null | undefined,
): Promise<ChartQueryResult[]> | undefined {
  pageQueried = true;
  if (!started || started.key !== requestKey(body, sliceId)) return undefined;
  const { result } = started;
  started = undefined;
  return result;
}
