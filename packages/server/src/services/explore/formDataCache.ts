/**
 * The explore form data cache (Superset's `/api/v1/explore/form_data`): one explore tab's
 * unsaved form data, kept in `key_value` for seven days. An entry belongs to the user who
 * wrote it (only they update or delete it); anyone who reaches its dataset and chart reads it.
 * A tab (`tab_id`) keeps one key per dataset and chart, as Superset's contextual cache key.
 */
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { deleteKeyValue, getKeyValue, putKeyValue, updateKeyValue } from '../../meta/keyValue.js';
import type { ExploreFormDataBody } from '@tessera/core';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { checkExploreAccess, type ExploreAccessDeps } from './access.js';
import { contextUuid, keyOfUuid, newUuid, uuidOfKey } from '../keyValue/keys.js';

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

const expiry = () => new Date(Date.now() + FORM_DATA_TTL_SECONDS * 1000).toISOString();

export class ExploreFormDataService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly deps: ExploreAccessDeps,
  ) {}

  private get db() {
    return this.ctx.store.db;
  }

  private async state(key: string): Promise<{ uuid: string; state: FormDataState } | null> {
    const uuid = uuidOfKey(key);
    if (!uuid) return null;
    const entry = await getKeyValue(this.db, FORM_DATA_RESOURCE, { uuid });
    if (!entry) return null;
    return { uuid, state: JSON.parse(entry.value) as FormDataState };
  }

  private async write(uuid: string, state: FormDataState): Promise<void> {
    const value = JSON.stringify(state);
    const exists = await getKeyValue(this.db, FORM_DATA_RESOURCE, { uuid });
    if (exists) {
      await updateKeyValue(this.db, FORM_DATA_RESOURCE, uuid, value);
      return;
    }
    await deleteKeyValue(this.db, FORM_DATA_RESOURCE, uuid); // an expired leftover
    await putKeyValue(this.db, {
      uuid,
      resource: FORM_DATA_RESOURCE,
      value,
      createdBy: state.owner,
      expiresOn: expiry(),
    });
  }

  /** The tab's key for this dataset and chart; a new one when the tab has none yet. */
  private async contextualKey(p: Principal, body: ExploreFormDataBody, tabId?: number) {
    if (!tabId) return newUuid();
    const ctxUuid = contextUuid(
      `${p.id}:${tabId}:${body.datasource_id}:${body.datasource_type}:${body.chart_id ?? ''}`,
    );
    const known = await getKeyValue(this.db, FORM_DATA_CONTEXT_RESOURCE, { uuid: ctxUuid });
    if (known) return known.value;
    const uuid = newUuid();
    await deleteKeyValue(this.db, FORM_DATA_CONTEXT_RESOURCE, ctxUuid);
    await putKeyValue(this.db, {
      uuid: ctxUuid,
      resource: FORM_DATA_CONTEXT_RESOURCE,
      value: uuid,
      createdBy: p.id,
      expiresOn: expiry(),
    });
    return uuid;
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
    const uuid = await this.contextualKey(p, body, tabId);
    const current = await this.state(keyOfUuid(uuid));
    // Another user's entry under a reused key is never overwritten: start a new one.
    const target = current && current.state.owner !== p.id ? newUuid() : uuid;
    await this.write(target, state);
    return keyOfUuid(target);
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
    const found = await this.state(key);
    if (!found) throw new NotFoundError();
    if (found.state.owner !== p.id) throw new ForbiddenError();
    const uuid = await this.contextualKey(p, body, tabId);
    await this.write(uuid, state);
    return keyOfUuid(uuid);
  }

  /** The form data (a JSON string) of a key, or null when the key is unknown or expired. */
  async get(p: Principal, key: string): Promise<string | null> {
    const found = await this.state(key);
    if (!found) return null;
    const { datasource_id, datasource_type, chart_id } = found.state;
    await checkExploreAccess(this.deps, p, datasource_id, datasource_type, chart_id);
    return found.state.form_data;
  }

  async delete(p: Principal, key: string): Promise<void> {
    const found = await this.state(key);
    if (!found) throw new NotFoundError();
    const { datasource_id, datasource_type, chart_id, owner } = found.state;
    await checkExploreAccess(this.deps, p, datasource_id, datasource_type, chart_id);
    if (owner !== p.id) throw new ForbiddenError();
    await deleteKeyValue(this.db, FORM_DATA_RESOURCE, found.uuid);
  }
}
