/** The bootstrap data every page carries for the web app (user, feature flags, settings). */
import type { BootstrapData } from '@tessera/core';
import { findDatabaseById, findDatabaseByUuid } from '../meta/databases.js';
import type { Principal } from '../security/principal.js';
import type { ServiceContext } from './context.js';
import { isDatabaseVisible } from './databases/access.js';
import { EXAMPLES_DATABASE_UUID } from './examples.js';
import { TESSERA_VERSION } from '../version.js';

/**
 * Superset's `SQLLAB_DEFAULT_DBID`, the database a new SQL Lab tab opens on: the configured
 * one (TESSERA_SQLLAB_DEFAULT_DBID), or else the examples; null unless it is exposed in SQL
 * Lab and the user sees it.
 */
async function sqlLabDefaultDbId(
  ctx: ServiceContext,
  principal: Principal | null,
): Promise<number | null> {
  if (!principal) return null;
  const configured = ctx.config.sqlLab.defaultDbId;
  const db =
    configured === undefined
      ? await findDatabaseByUuid(ctx.store.db, EXAMPLES_DATABASE_UUID)
      : await findDatabaseById(ctx.store.db, configured);
  return db && db.expose_in_sqllab === 1 && isDatabaseVisible(principal, db) ? db.id : null;
}

export async function bootstrapData(
  ctx: ServiceContext,
  principal: Principal | null,
): Promise<BootstrapData> {
  return {
    user: principal
      ? {
          userId: principal.id,
          username: principal.username,
          firstName: principal.firstName,
          lastName: principal.lastName,
          email: principal.email,
          isActive: true,
          isAnonymous: false,
          roles: principal.roles,
        }
      : { isActive: false, isAnonymous: true, roles: {} },
    common: {
      feature_flags: ctx.config.featureFlags,
      conf: {
        SQLLAB_DEFAULT_DBID: await sqlLabDefaultDbId(ctx, principal),
        DEFAULT_SQLLAB_LIMIT: 1000,
        SQL_MAX_ROW: ctx.config.query.maxRowLimit,
        ROW_LIMIT: ctx.config.query.rowLimit,
        GLOBAL_ASYNC_QUERIES_TRANSPORT: ctx.config.asyncQueries.transport,
      },
      application_root: '/',
      version: TESSERA_VERSION,
    },
  };
}
