/**
 * Database connections (Superset's DatabaseRestApi and its commands): the access-filtered
 * list, show and connection views, and create / update / delete. A connection is tested
 * before it is saved; its password is stored encrypted and shown only as the mask.
 */
import { randomUUID } from 'node:crypto';
import type {
  DatabaseConnection,
  DatabaseCreate,
  DatabaseRelatedObjects,
  DatabaseUpdate,
  DatabaseWriteResult,
  ListQuery,
} from '@tessera/core';
import * as meta from '../../meta/databases.js';
import { relatedUsers } from '../../meta/datasetRelated.js';
import { ListQueryError } from '../../meta/listQuery.js';
import { ensurePermissionViews } from '../../meta/roles.js';
import { nowIso } from '../../meta/store.js';
import { BadRequestError, NotFoundError, TesseraError, ValidationError } from '../../errors.js';
import { databasePerm, hasAllDatasourceAccess, schemaPerm } from '../../security/dataAccess.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { relatedUserOption } from '../people.js';
import type { PrincipalService } from '../principals.js';
import { isDatabaseVisible } from './access.js';
import { resolveConnection, usesParameters, type FieldErrors } from './connectionInput.js';
import { maskUri, splitPassword, type DatabaseConnections } from './connections.js';
import { presentConnection, presentListItem, presentShow, selectColumns } from './presenters.js';
import {
  encryptOrNull,
  storedPassword,
  unmaskEncryptedExtra,
  unmaskPassword,
  UNSAFE_REBIND_MESSAGE,
} from './secrets.js';

/** 422 `{message}`: a request Superset's commands refuse (e.g. deleting a used connection). */
class UnprocessableError extends TesseraError {
  readonly status = 422;
}

const DUPLICATE_NAME = 'A database with the same name already exists.';
const SSH_DISABLED = 'SSH Tunneling is not enabled';

/** The plain columns of a write, as stored (flags as 0/1). */
function settingsOf(input: DatabaseUpdate): meta.DatabasePatch {
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  const patch: meta.DatabasePatch = {
    database_name: input.database_name,
    cache_timeout: input.cache_timeout,
    expose_in_sqllab: flag(input.expose_in_sqllab),
    allow_run_async: flag(input.allow_run_async),
    allow_ctas: flag(input.allow_ctas),
    allow_cvas: flag(input.allow_cvas),
    allow_dml: flag(input.allow_dml),
    allow_file_upload: flag(input.allow_file_upload),
    force_ctas_schema: input.force_ctas_schema,
    extra: input.extra === undefined ? undefined : input.extra.trim() || '{}',
    server_cert: input.server_cert,
    impersonate_user: flag(input.impersonate_user),
    configuration_method: input.configuration_method,
    external_url: input.external_url,
    is_managed_externally:
      input.is_managed_externally === undefined || input.is_managed_externally === null
        ? undefined
        : input.is_managed_externally
          ? 1
          : 0,
  };
  return Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as meta.DatabasePatch;
}

/** The accepted payload echoed by a write, with the URI and parameters masked. */
function writeResult(
  input: DatabaseUpdate,
  row: meta.DatabaseRow,
  maskedUri: string,
): DatabaseWriteResult {
  const {
    masked_encrypted_extra: _secret,
    parameters: _parameters,
    ssh_tunnel: _ssh,
    ...accepted
  } = input;
  const presented = presentConnection(row, null);
  return {
    ...accepted,
    sqlalchemy_uri: maskedUri,
    uuid: row.uuid,
    expose_in_sqllab: row.expose_in_sqllab === 1,
    driver: presented.driver,
    ...(Object.keys(presented.parameters).length ? { parameters: presented.parameters } : {}),
  };
}

export class DatabaseService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly principals: PrincipalService,
    readonly connections: DatabaseConnections,
  ) {}

  private get db() {
    return this.ctx.store.db;
  }

  /** Ids of the connections the user sees; null when they see all of them. */
  private async visibleIds(p: Principal): Promise<number[] | null> {
    if (hasAllDatasourceAccess(p)) return null;
    const refs = await meta.listDatabaseRefs(this.db);
    return refs.filter((r) => isDatabaseVisible(p, r)).map((r) => r.id);
  }

  async list(q: ListQuery, p: Principal, now = new Date()) {
    try {
      const { count, rows } = await meta.listDatabases(this.db, q, await this.visibleIds(p));
      return {
        count,
        ids: rows.map((r) => r.id),
        result: rows.map((r) => selectColumns(presentListItem(r, now), q.columns)),
      };
    } catch (e) {
      if (e instanceof ListQueryError) throw new BadRequestError(e.message);
      throw e;
    }
  }

  /** The saved connection if the user may see it; 404 otherwise (as Superset's base filter). */
  async findVisible(id: number, p: Principal): Promise<meta.DatabaseRow> {
    const row = await meta.findDatabaseById(this.db, id);
    if (!row || !isDatabaseVisible(p, row)) throw new NotFoundError();
    return row;
  }

  private async findOr404(id: number): Promise<meta.DatabaseRow> {
    const row = await meta.findDatabaseById(this.db, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  private encryptedExtraOf(row: meta.DatabaseRow): string | null {
    return row.encrypted_extra ? this.connections.decrypt(row.encrypted_extra) : null;
  }

  async get(id: number, p: Principal, withConnection: boolean) {
    const row = await this.findVisible(id, p);
    return presentShow(row, this.encryptedExtraOf(row), withConnection);
  }

  /** `/<pk>/connection` (editors only): everything the edit form needs, password masked. */
  async connection(id: number): Promise<DatabaseConnection> {
    const row = await this.findOr404(id);
    return presentConnection(row, this.encryptedExtraOf(row));
  }

  private async checkName(name: string | undefined, selfId: number | undefined, f: FieldErrors) {
    if (name === undefined) return;
    const other = await meta.findDatabaseByName(this.db, name);
    if (other && other.id !== selfId) f.database_name = [DUPLICATE_NAME];
  }

  async create(input: DatabaseCreate, actorId: number | null) {
    const fields: FieldErrors = {};
    await this.checkName(input.database_name, undefined, fields);
    if (input.uuid && (await meta.findDatabaseByUuid(this.db, input.uuid))) {
      fields.uuid = ['A database with the same uuid already exists.'];
    }
    if (input.ssh_tunnel) fields.ssh_tunnel = [SSH_DISABLED];
    const resolved = resolveConnection(input, fields, true);
    if (Object.keys(fields).length || !resolved) throw new ValidationError(fields, 422);

    await this.connections.test(resolved.uri);

    const { maskedUri, password } = splitPassword(resolved.uri);
    const now = nowIso();
    const id = await this.db.transaction().execute(async (trx) => {
      const newId = await meta.insertDatabase(trx, {
        uuid: input.uuid ?? randomUUID(),
        database_name: input.database_name,
        sqlalchemy_uri: maskedUri,
        password: encryptOrNull(this.connections.secrets, password),
        cache_timeout: input.cache_timeout ?? null,
        expose_in_sqllab: input.expose_in_sqllab === false ? 0 : 1,
        allow_run_async: input.allow_run_async ? 1 : 0,
        allow_ctas: input.allow_ctas ? 1 : 0,
        allow_cvas: input.allow_cvas ? 1 : 0,
        allow_dml: input.allow_dml ? 1 : 0,
        allow_file_upload: input.allow_file_upload ? 1 : 0,
        force_ctas_schema: input.force_ctas_schema ?? null,
        extra: input.extra?.trim() || '{}',
        encrypted_extra: encryptOrNull(
          this.connections.secrets,
          unmaskEncryptedExtra(input.masked_encrypted_extra, null),
        ),
        server_cert: input.server_cert ?? null,
        impersonate_user: input.impersonate_user ? 1 : 0,
        configuration_method:
          input.configuration_method ??
          (usesParameters(input) ? 'dynamic_form' : 'sqlalchemy_form'),
        is_managed_externally: input.is_managed_externally ? 1 : 0,
        external_url: input.external_url ?? null,
        created_on: now,
        changed_on: now,
        created_by_fk: actorId,
        changed_by_fk: actorId,
      });
      await ensurePermissionViews(trx, [
        ['database_access', databasePerm({ id: newId, database_name: input.database_name })],
      ]);
      return newId;
    });
    const row = await this.findOr404(id);
    await this.addSchemaPermissions(row);
    this.principals.invalidate();
    return { id, result: writeResult(input, row, maskedUri) };
  }

  /** Superset adds a `schema_access` permission for each schema of a new connection. */
  private async addSchemaPermissions(row: meta.DatabaseRow): Promise<void> {
    try {
      const engine = await this.connections.engineFor(row);
      const schemas = await engine.schemas();
      await ensurePermissionViews(
        this.db,
        schemas.map((s) => ['schema_access', schemaPerm(row, s)] as const),
      );
    } catch (error) {
      this.ctx.logger.warn({ err: error, database: row.id }, 'could not list schemas');
    }
  }

  async update(id: number, input: DatabaseUpdate, actorId: number | null) {
    const row = await this.findOr404(id);
    const fields: FieldErrors = {};
    await this.checkName(input.database_name, id, fields);
    if (input.ssh_tunnel) fields.ssh_tunnel = [SSH_DISABLED];
    const givesConnection =
      input.sqlalchemy_uri !== undefined || (usesParameters(input) && !!input.parameters);
    const resolved = givesConnection ? resolveConnection(input, fields, false) : undefined;
    let uri: string | undefined;
    if (resolved) {
      const unmasked = unmaskPassword(resolved.uri, row, this.connections);
      if (unmasked === 'rebind') {
        const field = resolved.field === 'parameters' ? 'parameters.password' : 'sqlalchemy_uri';
        fields[field] = [UNSAFE_REBIND_MESSAGE];
      } else uri = unmasked;
    }
    if (Object.keys(fields).length) throw new ValidationError(fields, 422);

    const patch = settingsOf(input);
    let maskedUri = row.sqlalchemy_uri;
    if (uri !== undefined) {
      const split = splitPassword(uri);
      maskedUri = split.maskedUri;
      const before = storedPassword(this.connections, row);
      if (split.maskedUri !== row.sqlalchemy_uri || split.password !== before) {
        await this.connections.test(uri);
        patch.sqlalchemy_uri = split.maskedUri;
        patch.password = encryptOrNull(this.connections.secrets, split.password);
      }
    }
    if (input.masked_encrypted_extra !== undefined) {
      patch.encrypted_extra = encryptOrNull(
        this.connections.secrets,
        unmaskEncryptedExtra(input.masked_encrypted_extra, this.encryptedExtraOf(row)),
      );
    }
    const renamed = input.database_name !== undefined && input.database_name !== row.database_name;
    await this.db.transaction().execute(async (trx) => {
      await meta.updateDatabase(trx, id, {
        ...patch,
        changed_on: nowIso(),
        changed_by_fk: actorId,
      });
      if (renamed) await meta.renameDatabaseViewMenus(trx, row.database_name, input.database_name!);
    });
    await this.connections.invalidate(id);
    if (renamed) this.principals.invalidate();
    const updated = await this.findOr404(id);
    return { id, result: writeResult(input, updated, maskUri(maskedUri)) };
  }

  async delete(id: number): Promise<void> {
    const row = await this.findOr404(id);
    if ((await meta.countDatasetsUsingDatabase(this.db, id)) > 0) {
      throw new UnprocessableError('Cannot delete a database that has datasets attached');
    }
    await this.db.transaction().execute(async (trx) => {
      await meta.deleteDatabaseViewMenus(trx, row.database_name);
      await meta.deleteDatabase(trx, id);
    });
    await this.connections.invalidate(id);
    this.principals.invalidate();
  }

  /** `related/created_by` and `related/changed_by`: users by name, for the list's filters. */
  async relatedUsers(q: {
    filter: string;
    page: number;
    page_size: number;
    include_ids?: number[];
  }) {
    const { count, rows } = await relatedUsers(this.db, {
      filter: q.filter,
      page: q.page,
      pageSize: q.page_size,
      includeIds: q.include_ids,
    });
    return {
      count,
      result: rows.map(relatedUserOption),
    };
  }

  /** Charts, dashboards and SQL Lab tabs using the connection (none are stored yet). */
  async relatedObjects(id: number, p: Principal): Promise<DatabaseRelatedObjects> {
    await this.findVisible(id, p);
    const none = { count: 0, result: [] };
    return { charts: none, dashboards: none, sqllab_tab_states: none };
  }
}
