/**
 * SQL Lab sharing: permalinks to a tab's state (`/api/v1/sqllab/permalink`) and the legacy
 * key-value store (`/kv/store/`, SHARE_QUERIES_VIA_KV_STORE), both in `key_value`. As in
 * Superset, whoever holds a link may open it (that is what sharing is for), so its key must
 * not be guessable: both a permalink key and a `/kv/` id are the entry's random uuid written
 * compactly (base64url, 122 random bits), never the row's sequential id.
 */
import type { SqlLabPermalinkState } from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import { getKeyValue, putKeyValue } from '../../meta/keyValue.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { keyOfUuid, newUuid, uuidOfKey } from '../keyValue/keys.js';

export const SQLLAB_PERMALINK_RESOURCE = 'sqllab_permalink';
export const LEGACY_KV_RESOURCE = 'kv';

export class SqlLabSharing {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  async createPermalink(p: Principal, state: SqlLabPermalinkState): Promise<string> {
    const uuid = newUuid();
    await putKeyValue(this.db, {
      uuid,
      resource: SQLLAB_PERMALINK_RESOURCE,
      value: JSON.stringify(state),
      createdBy: p.id,
    });
    return keyOfUuid(uuid);
  }

  async permalinkState(key: string): Promise<unknown> {
    const uuid = uuidOfKey(key);
    const entry = uuid && (await getKeyValue(this.db, SQLLAB_PERMALINK_RESOURCE, { uuid }));
    if (!entry) throw new NotFoundError();
    return JSON.parse(entry.value) as unknown;
  }

  /** `POST /kv/store/`: keeps the text, answers its id (its unguessable key). */
  async storeValue(p: Principal, value: string): Promise<string> {
    const uuid = newUuid();
    await putKeyValue(this.db, {
      uuid,
      resource: LEGACY_KV_RESOURCE,
      value,
      createdBy: p.id,
    });
    return keyOfUuid(uuid);
  }

  async storedValue(key: string): Promise<string> {
    const uuid = uuidOfKey(key);
    const entry = uuid && (await getKeyValue(this.db, LEGACY_KV_RESOURCE, { uuid }));
    if (!entry) throw new NotFoundError();
    return entry.value;
  }
}
