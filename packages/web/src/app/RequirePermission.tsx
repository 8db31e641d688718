/** Renders its page only when the user holds the entry's (or the given) permission; else 403. */
import type { ReactNode } from 'react';
import { hasPermission, type PermissionPair } from '@tessera/core';
import { getBootstrapUser } from './bootstrap';
import { ForbiddenPage } from './ForbiddenPage';
import { isPermitted, type NavigationEntry } from './navigation';

export function RequirePermission({
  entry,
  permission,
  children,
}: {
  entry?: NavigationEntry;
  permission?: PermissionPair;
  children: ReactNode;
}) {
  const roles = getBootstrapUser().roles;
  const allowed =
    (!entry || isPermitted(entry, roles)) &&
    (!permission || hasPermission(roles, permission[0], permission[1]));
  return allowed ? children : <ForbiddenPage />;
}

/** Renders its page when the user holds any of the given permissions; else 403. */
export function RequireAnyPermission({
  permissions,
  children,
}: {
  permissions: PermissionPair[];
  children: ReactNode;
}) {
  const roles = getBootstrapUser().roles;
  return permissions.some(([perm, view]) => hasPermission(roles, perm, view)) ? (
    children
  ) : (
    <ForbiddenPage />
  );
}
