/**
 * Explore permalinks (Superset's `/api/v1/explore/permalink`): the explore state (form data
 * and URL parameters) kept for good in `key_value`, under a key that cannot be guessed.
 * Creating and reading one both need access to its dataset and chart.
 */
import type { ExplorePermalinkState, ExplorePermalinkValue } from '@tessera/core';
import { NotFoundError, ValidationError } from '../../errors.js';
import { getKeyValue, putKeyValue } from '../../meta/keyValue.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { checkExploreAccess, type ExploreAccessDeps } from './access.js';
import { keyOfUuid, newUuid, uuidOfKey } from '../keyValue/keys.js';

export const PERMALINK_RESOURCE = 'explore_permalink';

/** `12__table` -> [12, 'table']; null when the form data names no datasource. */
export function datasourceOfFormData(
  formData: Record<string, unknown>,
): { id: number; type: string } | null {
  const text = formData.datasource;
  if (typeof text !== 'string') return null;
  const [id, type] = text.split('__');
  const n = Number(id);
  return id && Number.isInteger(n) ? { id: n, type: type || 'table' } : null;
}

export class ExplorePermalinkService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly deps: ExploreAccessDeps,
  ) {}

  async create(p: Principal, state: ExplorePermalinkState): Promise<string> {
    const ds = datasourceOfFormData(state.formData);
    if (!ds) throw new ValidationError({ formData: ['datasource is missing or invalid'] }, 400);
    const slice = state.formData.slice_id;
    const chartId = typeof slice === 'number' && Number.isInteger(slice) ? slice : null;
    await checkExploreAccess(this.deps, p, ds.id, ds.type, chartId);
    const value: ExplorePermalinkValue = {
      chartId,
      datasourceId: ds.id,
      datasourceType: ds.type,
      datasource: `${ds.id}__${ds.type}`,
      state,
    };
    const uuid = newUuid();
    await putKeyValue(this.ctx.store.db, {
      uuid,
      resource: PERMALINK_RESOURCE,
      value: JSON.stringify(value),
      createdBy: p.id,
    });
    return keyOfUuid(uuid);
  }

  async get(p: Principal, key: string): Promise<ExplorePermalinkValue> {
    const uuid = uuidOfKey(key);
    const entry = uuid ? await getKeyValue(this.ctx.store.db, PERMALINK_RESOURCE, { uuid }) : null;
    if (!entry) throw new NotFoundError();
    const value = JSON.parse(entry.value) as ExplorePermalinkValue;
    await checkExploreAccess(this.deps, p, value.datasourceId, value.datasourceType, value.chartId);
    return value;
  }
}
