/**
 * Superset's `GetExploreCommand` (`GET /api/v1/explore/`): what the explore page opens
 * with. The form data comes from a permalink, a form data key, a saved chart or the URL's
 * dataset, in that order; the chart's saved form data is the base a cached one overrides.
 * A dataset that is gone answers a placeholder without an id, which the page shows as
 * "Missing dataset".
 */
import {
  displayName,
  MISSING_DATASET_NAME,
  type ChartShow,
  type DatasourceData,
  type ExploreQuerystring,
  type ExploreResult,
  type ExploreSlice,
  type UserRef,
} from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import type { Principal } from '../../security/principal.js';
import { safeMarkdown } from '../charts/markdown.js';
import { chartUrlOf, formDataOf } from '../charts/presenters.js';
import type { ExploreAccessDeps } from './access.js';
import type { ExploreFormDataService } from './formDataCache.js';
import { datasourceOfFormData, type ExplorePermalinkService } from './permalinks.js';

export const DATASET_DOES_NOT_EXIST = 'Dataset does not exist';

const userName = (u: UserRef | null) => (u ? displayName(u) : undefined);

function sliceOf(chart: ChartShow): ExploreSlice {
  return {
    slice_id: chart.id,
    slice_name: chart.slice_name,
    slice_url: chartUrlOf(chart.id),
    edit_url: `/chart/edit/${chart.id}`,
    description: chart.description,
    description_markeddown: safeMarkdown(chart.description),
    datasource: chart.datasource_name_text,
    form_data: formDataOf(chart),
    query_context: chart.query_context,
    cache_timeout: chart.cache_timeout,
    owners: chart.owners.map((o) => o.id),
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    is_managed_externally: chart.is_managed_externally,
    changed_on_humanized: chart.changed_on_delta_humanized,
  };
}

function parseFormData(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export class ExploreService {
  constructor(
    private readonly deps: ExploreAccessDeps,
    private readonly formData: ExploreFormDataService,
    private readonly permalinks: ExplorePermalinkService,
  ) {}

  async get(p: Principal, q: ExploreQuerystring): Promise<ExploreResult> {
    let initial: Record<string, unknown> = {};
    let message: string | null = null;
    if (q.permalink_key) {
      const { state } = await this.permalinks.get(p, q.permalink_key);
      initial = { ...state.formData };
      if (state.urlParams?.length) initial.url_params = Object.fromEntries(state.urlParams);
    } else if (q.form_data_key) {
      initial = parseFormData(await this.formData.get(p, q.form_data_key));
    }
    if (Object.keys(initial).length === 0) {
      if (q.slice_id !== undefined) {
        initial.slice_id = q.slice_id;
        if (q.form_data_key) message = 'Form data not found in cache, reverting to chart metadata.';
      } else if (q.datasource_id !== undefined) {
        initial.datasource = `${q.datasource_id}__${q.datasource_type ?? 'table'}`;
        if (q.form_data_key)
          message = 'Form data not found in cache, reverting to dataset metadata.';
      }
    }

    const sliceId = typeof initial.slice_id === 'number' ? initial.slice_id : q.slice_id;
    let chart: ChartShow | null = null;
    if (sliceId !== undefined) {
      chart = await this.deps.charts.get(p, sliceId).catch((e) => {
        throw e instanceof NotFoundError ? new NotFoundError('Chart not found') : e;
      });
    }
    const formData: Record<string, unknown> = chart
      ? { ...formDataOf(chart), ...initial }
      : { ...initial };

    const ds =
      datasourceOfFormData(formData) ??
      (q.datasource_id !== undefined
        ? { id: q.datasource_id, type: q.datasource_type ?? 'table' }
        : null);
    const type = ds?.type ?? 'table';
    formData.datasource = `${ds ? ds.id : 'None'}__${type}`;

    let dataset: DatasourceData | null = null;
    if (ds) {
      dataset = await this.deps.datasets.datasource(p, type, ds.id).catch((e: unknown) => {
        if (e instanceof NotFoundError) return null;
        throw e;
      });
      if (!dataset) message ??= DATASET_DOES_NOT_EXIST;
    }
    return {
      dataset: dataset ?? {
        type,
        name: MISSING_DATASET_NAME,
        columns: [],
        metrics: [],
        database: { id: 0, backend: '' },
      },
      form_data: formData,
      slice: chart ? sliceOf(chart) : null,
      message,
      metadata: chart
        ? {
            owners: chart.owners.map(displayName),
            changed_on_humanized: chart.changed_on_delta_humanized,
            created_by: userName(chart.created_by),
            changed_by: userName(chart.changed_by),
            dashboards: [],
          }
        : null,
    };
  }
}
