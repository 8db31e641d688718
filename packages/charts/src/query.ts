/**
 * The pure entry point the server imports as `@tessera/charts/query`: the registry of
 * chart types (metadata, control panel, buildQuery), `buildQueryContext`, and the base
 * query object every chart type builds from form data (`buildQueryObject`, with
 * `normalizeTimeColumn`), which the server's legacy explore_json path runs too. Never
 * imports React or a renderer.
 */
import { chartRegistry, getChartPlugin } from './registry.js';
import type { BuildQueryOptions, ChartQueryContext, QueryFormData } from './types.js';

export { chartRegistry, getChartPlugin, galleryVizTypes } from './registry.js';
export {
  GALLERY_ORDER,
  FEATURED_CHARTS,
  RETIRED_VIZ_TYPES,
  sortByGalleryOrder,
} from './galleryOrder.js';
export type * from './types.js';
export { buildQueryObject } from './shared/query/buildQueryObject.js';
export type { QueryFieldAliases } from './shared/query/extractQueryFields.js';
export { normalizeTimeColumn } from './shared/query/normalizeTimeColumn.js';
export { BEHAVIORS, ANNOTATION_TYPES } from './types.js';

export class UnknownVizTypeError extends Error {
  readonly vizType: unknown;
  constructor(vizType: unknown) {
    super(
      typeof vizType === 'string' && vizType
        ? `Unknown chart type (viz_type) "${vizType}"; known types: ${[...chartRegistry.keys()].join(', ')}`
        : 'The form data has no viz_type',
    );
    this.name = 'UnknownVizTypeError';
    this.vizType = vizType;
  }
}

/** The query context the chart's own buildQuery makes for this form data. */
export function buildQueryContext(
  formData: QueryFormData,
  options?: BuildQueryOptions,
): ChartQueryContext {
  const plugin =
    typeof formData?.viz_type === 'string' ? getChartPlugin(formData.viz_type) : undefined;
  if (!plugin) throw new UnknownVizTypeError(formData?.viz_type);
  return plugin.buildQuery(formData, options);
}

/** The chart data request body (`POST /api/v1/chart/data`) of the form data. */
export function chartDataBody(
  formData: QueryFormData,
  opts: { force?: boolean; resultType?: string; resultFormat?: string } = {},
) {
  const context = buildQueryContext(formData);
  return {
    ...context,
    force: opts.force ?? false,
    result_type: opts.resultType ?? 'full',
    result_format: opts.resultFormat ?? 'json',
  };
}
