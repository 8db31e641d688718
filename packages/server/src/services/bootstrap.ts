/** The bootstrap data every page carries for the web app (user, feature flags, settings). */
import type { BootstrapData } from '@tessera/core';
import type { Principal } from '../security/principal.js';
import type { ServiceContext } from './context.js';
import { TESSERA_VERSION } from '../version.js';

export function bootstrapData(ctx: ServiceContext, principal: Principal | null): BootstrapData {
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
        SQLLAB_DEFAULT_DBID: null,
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
