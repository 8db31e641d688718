/**
 * Superset's temporary cache (explore's form data, a dashboard's filter state): a state kept
 * in `key_value` for a while under a key, owned by the user who wrote it. A browser tab
 * (`tab_id`) keeps one key per context (its user, tab and what the state is of), found again
 * through a second entry; without a tab every write gets a new key, as in Superset. Expired
 * entries are never read, and are deleted now and then as new ones are written.
 */
import { NotFoundError, ForbiddenError } from '../../errors.js';
import {
  deleteExpiredKeyValues,
  deleteKeyValue,
  getKeyValue,
  putKeyValue,
  setKeyValueExpiry,
  updateKeyValue,
} from '../../meta/keyValue.js';
import type { ServiceContext } from '../context.js';
import { contextUuid, keyOfUuid, newUuid, uuidOfKey } from './keys.js';

/** Every cached state names the user who wrote it. */
export interface OwnedState {
  owner: number;
}

export interface TemporaryCacheOptions {
  /** The `key_value` resource of the states, and of the tabs' keys. */
  resource: string;
  contextResource: string;
  /** How long a state lives after it is written (or `refresh`ed). */
  ttlSeconds: number;
}

/** Expired entries are deleted at most this often, per cache and process. */
const PURGE_EVERY_MS = 3600_000;

export class TemporaryCache<S extends OwnedState> {
  private lastPurge = 0;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: TemporaryCacheOptions,
  ) {}

  private get db() {
    return this.ctx.store.db;
  }

  private expiry(): string {
    return new Date(Date.now() + this.options.ttlSeconds * 1000).toISOString();
  }

  /** The live state under a key, or null when the key is unknown, expired or not ours. */
  async read(key: string): Promise<{ uuid: string; state: S } | null> {
    const uuid = uuidOfKey(key);
    if (!uuid) return null;
    const entry = await getKeyValue(this.db, this.options.resource, { uuid });
    if (!entry) return null;
    let state: S;
    try {
      state = JSON.parse(entry.value) as S;
    } catch {
      return null;
    }
    return { uuid, state };
  }

  /** A state read makes it live the whole time again (Superset's REFRESH_TIMEOUT_ON_RETRIEVAL). */
  async refresh(uuid: string): Promise<void> {
    await setKeyValueExpiry(this.db, this.options.resource, uuid, this.expiry());
  }

  /** The state under a key that its writer may change: 404 when there is none, 403 for others. */
  async owned(key: string, ownerId: number): Promise<{ uuid: string; state: S }> {
    const found = await this.read(key);
    if (!found) throw new NotFoundError();
    if (found.state.owner !== ownerId) throw new ForbiddenError();
    return found;
  }

  /** Stores the state under the uuid (for the TTL from now); answers its key. */
  async write(uuid: string, state: S): Promise<string> {
    await this.purgeExpired();
    const { resource } = this.options;
    const value = JSON.stringify(state);
    if (await getKeyValue(this.db, resource, { uuid }))
      await updateKeyValue(this.db, resource, uuid, value, this.expiry());
    else {
      await deleteKeyValue(this.db, resource, uuid); // an expired leftover
      await putKeyValue(this.db, {
        uuid,
        resource,
        value,
        createdBy: state.owner,
        expiresOn: this.expiry(),
      });
    }
    return keyOfUuid(uuid);
  }

  /**
   * Stores a new state under the tab's key for `context` (a new key without a tab); another
   * user's entry under that key is never overwritten. Answers the key.
   */
  async keep(state: S, context: string | null): Promise<string> {
    const uuid = await this.tabUuid(state.owner, context);
    const current = await getKeyValue(this.db, this.options.resource, { uuid });
    const theirs = current && (JSON.parse(current.value) as OwnedState).owner !== state.owner;
    return this.write(theirs ? newUuid() : uuid, state);
  }

  async remove(uuid: string): Promise<void> {
    await deleteKeyValue(this.db, this.options.resource, uuid);
  }

  /** The uuid the tab keeps for this context (the user's, made once); a new one without. */
  private async tabUuid(ownerId: number, context: string | null): Promise<string> {
    if (context === null) return newUuid();
    const { contextResource } = this.options;
    const ctxUuid = contextUuid(context);
    const known = await getKeyValue(this.db, contextResource, { uuid: ctxUuid });
    if (known) return known.value;
    const uuid = newUuid();
    await deleteKeyValue(this.db, contextResource, ctxUuid);
    try {
      await putKeyValue(this.db, {
        uuid: ctxUuid,
        resource: contextResource,
        value: uuid,
        createdBy: ownerId,
        expiresOn: this.expiry(),
      });
    } catch (e) {
      // the same tab wrote at once: its key stands
      const written = await getKeyValue(this.db, contextResource, { uuid: ctxUuid });
      if (!written) throw e;
      return written.value;
    }
    return uuid;
  }

  private async purgeExpired(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await deleteExpiredKeyValues(this.db, this.options.resource);
    await deleteExpiredKeyValues(this.db, this.options.contextResource);
  }
}
