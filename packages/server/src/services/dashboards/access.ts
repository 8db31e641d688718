/**
 * Who sees and who changes a dashboard (Superset's DashboardAccessFilter and ownership
 * rule): admins see every dashboard; others see those they own and published ones holding
 * a chart on a dataset they read or, under DASHBOARD_RBAC, given to one of their roles
 * (meta/dashboards.ts `visibleTo`). Changes are for owners and admins.
 */
import { ForbiddenError } from '../../errors.js';
import type { DashboardViewer } from '../../meta/dashboards.js';
import { isAdminPrincipal, type Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { accessScopeOf } from '../datasets/access.js';

/** Superset's DashboardForbiddenError. */
export const DASHBOARD_FORBIDDEN = 'Changing this Dashboard is forbidden';

/** The principal as a dashboard viewer; null for admins, who see every dashboard. */
export function dashboardViewer(ctx: ServiceContext, p: Principal): DashboardViewer | null {
  if (isAdminPrincipal(p)) return null;
  return {
    userId: p.id,
    scope: accessScopeOf(p),
    roleIds: ctx.config.featureFlags.DASHBOARD_RBAC ? p.roleIds : null,
  };
}

/** 403 "Changing this Dashboard is forbidden" unless an owner or an admin. */
export function assertCanChange(p: Principal, ownerIds: number[]): void {
  if (isAdminPrincipal(p) || ownerIds.includes(p.id)) return;
  throw new ForbiddenError(DASHBOARD_FORBIDDEN);
}
