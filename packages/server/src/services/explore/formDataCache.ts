/**
 * The explore form data cache (Superset's `/api/v1/explore/form_data`): one explore tab's
 * unsaved form data, kept in `key_value` for seven days. An entry belongs to the user who
 * wrote it (only they update or delete it); anyone who reaches its dataset and chart reads it.
 * A tab (`tab_id`) keeps one key per dataset and chart, as Superset's contextual cache key
 * (the temporary cache of services/keyValue/temporaryCache.ts, shared with dashboards).
 */
import { NotFoundError, ValidationError } from '../../errors.js';
import type { ExploreFormDataBody } from '@tessera/core';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { checkExploreAccess, type ExploreAccessDeps } from './access.js';
import { TemporaryCache } from '../keyValue/temporaryCache.js';

export const FORM_DATA_RESOURCE = 'explore_form_data';
export const FORM_DATA_CONTEXT_RESOURCE = 'explore_form_data_ctx';

/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG default timeout: seven days. */
export const FORM_DATA_TTL_SECONDS = 7 * 24 * 3600;

interface FormDataState {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

function assertJson(text: string): void {
  try {
    JSON.parse(text);
  } catch {
    throw new ValidationError({ form_data: ['Not a valid JSON string.'] }, 400);
  }
}

/** The tab's context: one key per user, tab, dataset and chart (none without a tab). */
const tabContext = (p: Principal, body: ExploreFormDataBody, tabId?: number) =>
  tabId
    ? `${p.id}:${tabId}:${body.datasource_id}:${body.datasource_type}:${body.chart_id ?? ''}`
    : null;

export class ExploreFormDataService {
  private readonly cache: TemporaryCache<FormDataState>;

  constructor(
    ctx: ServiceContext,
    private readonly deps: ExploreAccessDeps,
  ) {
    this.cache = new TemporaryCache(ctx, {
      resource: FORM_DATA_RESOURCE,
      contextResource: FORM_DATA_CONTEXT_RESOURCE,
      ttlSeconds: FORM_DATA_TTL_SECONDS,
    });
  }

  private stateOf(p: Principal, body: ExploreFormDataBody): FormDataState {
    assertJson(body.form_data);
    return {
      owner: p.id,
      datasource_id: body.datasource_id,
      datasource_type: body.datasource_type,
      chart_id: body.chart_id ?? null,
      form_data: body.form_data,
    };
  }

  async create(p: Principal, body: ExploreFormDataBody, tabId?: number): Promise<string> {
    const state = this.stateOf(p, body);
    await checkExploreAccess(this.deps, p, body.datasource_id, body.datasource_type, body.chart_id);
    return this.cache.keep(state, tabContext(p, body, tabId));
  }

  /** Superset's update: owner only; a tab without an id (or a new context) gets a new key. */
  async update(
    p: Principal,
    key: string,
    body: ExploreFormDataBody,
    tabId?: number,
  ): Promise<string> {
    const state = this.stateOf(p, body);
    await checkExploreAccess(this.deps, p, body.datasource_id, body.datasource_type, body.chart_id);
    await this.cache.owned(key, p.id);
    return this.cache.keep(state, tabContext(p, body, tabId));
  }

  /** The form data (a JSON string) of a key, or null when the key is unknown or expired. */
  async get(p: Principal, key: string): Promise<string | null> {
    const found = await this.cache.read(key);
    if (!found) return null;
    const { datasource_id, datasource_type, chart_id } = found.state;
    await checkExploreAccess(this.deps, p, datasource_id, datasource_type, chart_id);
    return found.state.form_data;
  }

  async delete(p: Principal, key: string): Promise<void> {
    const found = await this.cache.read(key);
    if (!found) throw new NotFoundError();
    const { datasource_id, datasource_type, chart_id } = found.state;
    await checkExploreAccess(this.deps, p, datasource_id, datasource_type, chart_id);
    await this.cache.owned(key, p.id);
    await this.cache.remove(found.uuid);
  }
}
