/**
 * The query context of a saved chart, for `GET /api/v1/chart/<pk>/data/`: the one explore
 * stored with the chart, or, when none was stored (charts saved by API clients, imports
 * of old exports), the one the chart type's own `buildQuery` makes from the saved form
 * data (Superset answers 400 there; Tessera builds it, as the front end would).
 */
import { buildQueryContext, type QueryFormData } from '@tessera/charts/query';
import { BadRequestError } from '../../errors.js';
import type { ChartRow } from '../../meta/charts.js';
import { formDataOf, savedParams } from './presenters.js';
import { storedJsonObject } from '../storedValues.js';

export const NO_QUERY_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

export interface ChartDataOverrides {
  /** `?format=`: json (default), csv or xlsx. */
  format?: string;
  /** `?type=`: full (default), samples, query, results, ... */
  type?: string;
  force?: boolean;
}

function storedQueryContext(text: string | null): Record<string, unknown> | null {
  // Not JSON (or past the stored limits): built from the form data instead.
  const value = storedJsonObject(text, 'slices.query_context');
  return value && Array.isArray(value.queries) ? value : null;
}

/** The query context `buildQuery` makes for the chart's saved form data. */
export function builtQueryContext(chart: ChartRow): Record<string, unknown> {
  if (!savedParams(chart.params)) throw new BadRequestError(NO_QUERY_CONTEXT);
  const formData = formDataOf(chart) as QueryFormData;
  try {
    return buildQueryContext(formData) as unknown as Record<string, unknown>;
  } catch (error) {
    throw new BadRequestError(`${NO_QUERY_CONTEXT} ${(error as Error).message}`);
  }
}

/** The chart's query context with the request's format, type and force (as Superset's `get_data`). */
export function chartQueryContext(
  chart: ChartRow,
  overrides: ChartDataOverrides,
): Record<string, unknown> {
  const context = storedQueryContext(chart.query_context) ?? builtQueryContext(chart);
  return {
    ...context,
    result_format: overrides.format ?? 'json',
    result_type: overrides.type ?? 'full',
    force: overrides.force ?? false,
  };
}
