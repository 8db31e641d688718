/**
 * What the signed-in person may do on a dashboard (spec §6): edit it with can_write on
 * Dashboard as its owner or an admin; save a copy with can_write; share, export data and
 * open charts in explore with Superset's named permissions.
 */
import { hasPermission, isAdmin, type PermissionPair } from '@tessera/core';

type Roles = Record<string, PermissionPair[]>;

export interface DashboardPermissions {
  canEdit: boolean;
  canSaveAs: boolean;
  canShare: boolean;
  canExplore: boolean;
  canShareChart: boolean;
  canExportData: boolean;
}

export function dashboardPermissions(
  roles: Roles,
  userId: number | undefined,
  owners: readonly { id: number }[],
): DashboardPermissions {
  const canWrite = hasPermission(roles, 'can_write', 'Dashboard');
  const owns = userId !== undefined && owners.some((o) => o.id === userId);
  return {
    canEdit: canWrite && (isAdmin(roles) || owns),
    canSaveAs: canWrite,
    canShare: hasPermission(roles, 'can_share_dashboard', 'Superset'),
    canExplore:
      hasPermission(roles, 'can_explore', 'Superset') || hasPermission(roles, 'can_read', 'Chart'),
    canShareChart: hasPermission(roles, 'can_share_chart', 'Superset'),
    canExportData: hasPermission(roles, 'can_csv', 'Superset'),
  };
}
