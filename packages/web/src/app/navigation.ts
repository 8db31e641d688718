/**
 * The one registry of the app's areas: where each lives, which (permission, view) pair
 * opens it, and whether this build has it yet. The top navigation, the home page and the
 * route guards all read it; an entry is shown only when it is available AND the user holds
 * its permission.
 */
import { hasPermission, type PermissionPair } from '@tessera/core';

export type NavigationGroup = 'main' | 'sql' | 'settings';

export interface NavigationEntry {
  key: string;
  label: string;
  path: string;
  /** The pair the user must hold; null when every signed-in user may open it. */
  permission: PermissionPair | null;
  /**
   * A further pair needed to be offered the area in the menu and on the home page (Superset's
   * `menu_access`); the page itself needs only `permission`.
   */
  menuPermission?: PermissionPair;
  /** Whether this build has the area. Entries that are not available stay hidden. */
  available: boolean;
  group: NavigationGroup;
  /** One line for the home page. */
  description: string;
}

export const HOME_PATH = '/superset/welcome/';

export const NAVIGATION: readonly NavigationEntry[] = [
  {
    key: 'home',
    label: 'Home',
    path: HOME_PATH,
    permission: null,
    available: true,
    group: 'main',
    description: 'Your starting point.',
  },
  {
    key: 'dashboards',
    label: 'Dashboards',
    path: '/dashboard/list/',
    permission: ['can_read', 'Dashboard'],
    available: true,
    group: 'main',
    description: 'Browse and build dashboards.',
  },
  {
    key: 'charts',
    label: 'Charts',
    path: '/chart/list/',
    permission: ['can_read', 'Chart'],
    available: true,
    group: 'main',
    description: 'Explore data and save charts.',
  },
  {
    key: 'datasets',
    label: 'Datasets',
    path: '/tablemodelview/list/',
    permission: ['can_read', 'Dataset'],
    available: true,
    group: 'main',
    description: 'Define the tables and queries charts are built on.',
  },
  {
    key: 'sqllab',
    label: 'SQL Lab',
    path: '/sqllab/',
    permission: ['can_sqllab', 'Superset'],
    available: true,
    group: 'sql',
    description: 'Write and run SQL against your databases.',
  },
  {
    key: 'savedQueries',
    label: 'Saved queries',
    path: '/savedqueryview/list/',
    permission: ['can_read', 'SavedQuery'],
    available: true,
    group: 'sql',
    description: 'Queries you saved in SQL Lab.',
  },
  {
    key: 'queryHistory',
    label: 'Query history',
    path: '/sqllab/history/',
    permission: ['can_read', 'Query'],
    available: true,
    group: 'sql',
    description: 'Every query you ran.',
  },
  {
    key: 'databases',
    label: 'Databases',
    path: '/databaseview/list/',
    permission: ['can_read', 'Database'],
    // Superset offers Databases only to admins (menu_access on Databases).
    menuPermission: ['menu_access', 'Databases'],
    available: true,
    group: 'settings',
    description: 'Connect the databases Tessera queries.',
  },
  {
    key: 'users',
    label: 'Users',
    path: '/users/list/',
    permission: ['can_read', 'User'],
    available: true,
    group: 'settings',
    description: 'Create accounts, assign roles, deactivate people and reset passwords.',
  },
  {
    key: 'roles',
    label: 'Roles',
    path: '/roles/list/',
    permission: ['can_read', 'Role'],
    available: true,
    group: 'settings',
    description: 'Define roles and choose the permissions each one grants.',
  },
];

/**
 * Pages inside an area that have a path of their own (not in the menu): each is guarded by
 * its own pair and highlights its area in the menu.
 */
export interface SubPage {
  key: string;
  path: string;
  area: string;
  permission: PermissionPair;
}

export const SUB_PAGES: readonly SubPage[] = [
  {
    key: 'datasetAdd',
    path: '/dataset/add/',
    area: 'datasets',
    permission: ['can_write', 'Dataset'],
  },
  {
    key: 'chartAdd',
    path: '/chart/add/',
    area: 'charts',
    permission: ['can_write', 'Chart'],
  },
];

export type Roles = Record<string, PermissionPair[]>;

/** Whether the user's roles grant the entry's permission (availability aside). */
export function isPermitted(entry: NavigationEntry, roles: Roles): boolean {
  return (
    entry.permission === null || hasPermission(roles, entry.permission[0], entry.permission[1])
  );
}

/** The entries this user sees: available in this build and permitted. */
export function visibleEntries(roles: Roles, group?: NavigationGroup): NavigationEntry[] {
  return NAVIGATION.filter(
    (e) =>
      e.available &&
      isPermitted(e, roles) &&
      (!e.menuPermission || hasPermission(roles, e.menuPermission[0], e.menuPermission[1])) &&
      (group === undefined || e.group === group),
  );
}

export function navigationEntry(key: string): NavigationEntry {
  const entry = NAVIGATION.find((e) => e.key === key);
  if (!entry) throw new Error(`No navigation entry '${key}'`);
  return entry;
}

/** The entry whose path the location is under (longest match), for highlighting the menu. */
export function entryForPath(pathname: string): NavigationEntry | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const sub = SUB_PAGES.find((p) => path.startsWith(p.path));
  if (sub) return NAVIGATION.find((e) => e.key === sub.area && e.available);
  return NAVIGATION.filter((e) => e.available && path.startsWith(e.path)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}
