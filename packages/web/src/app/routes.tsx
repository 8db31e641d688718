/**
 * Client routes. Each area's path and permission come from the navigation registry; an
 * area's page is lazy-loaded and guarded by its permission (403 page when not held).
 */
import type { ReactElement } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { preloadable, type Preloadable } from '../components/preloadable';
import { AppShell } from './AppShell';
import { HomePage } from '../views/home/HomePage';
import { NotFoundPage } from './NotFoundPage';
import type { PermissionPair } from '@tessera/core';
import { RequireAnyPermission, RequirePermission } from './RequirePermission';
import { NAVIGATION, SUB_PAGES } from './navigation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = Preloadable<any>;

/** A route to a lazily loaded page. */
interface PageRoute {
  path: string;
  element: ReactElement;
  page: Page;
}

/** The page of each available area besides home. */
const PAGES: Record<string, Page> = {
  users: preloadable(() => import('../views/users/UsersListPage')),
  roles: preloadable(() => import('../views/roles/RolesListPage')),
  databases: preloadable(() => import('../views/databases/DatabasesListPage')),
  datasets: preloadable(() => import('../datasets/DatasetsListPage')),
  savedQueries: preloadable(() => import('../views/savedQueries/SavedQueriesListPage')),
  charts: preloadable(() => import('../views/charts/ChartsListPage')),
  dashboards: preloadable(() => import('../views/dashboards/DashboardsListPage')),
  queryHistory: preloadable(() => import('../views/queryHistory/QueryHistoryListPage')),
  sqllab: preloadable(() => import('../sqllab/SqlLabPage')),
};

/** The explore page: outside the navigation areas (Superset's can_explore or chart reading). */
const ExplorePage = preloadable(() => import('../explore/ExplorePage'));
const EXPLORE_PERMISSIONS: PermissionPair[] = [
  ['can_explore', 'Superset'],
  ['can_read', 'Chart'],
];
const explorePage = (
  <RequireAnyPermission permissions={EXPLORE_PERMISSIONS}>
    <ExplorePage />
  </RequireAnyPermission>
);
const exploreRoutes: PageRoute[] = ['explore', 'superset/explore', 'superset/explore/p/:key'].map(
  (path) => ({ path, element: explorePage, page: ExplorePage }),
);

/** The dashboard page (Superset's can_read on Dashboard). */
const DashboardPage = preloadable(() => import('../dashboard/DashboardPage'));
const dashboardRoutes: PageRoute[] = [
  {
    path: 'superset/dashboard/:idOrSlug',
    page: DashboardPage,
    element: (
      <RequirePermission permission={['can_read', 'Dashboard']}>
        <DashboardPage />
      </RequirePermission>
    ),
  },
];

/** The pages of SUB_PAGES. */
const SUB_PAGE_COMPONENTS: Record<string, Page> = {
  datasetAdd: preloadable(() => import('../datasets/AddDatasetPage')),
  chartAdd: preloadable(() => import('../views/charts/AddChartPage')),
};

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/**
 * Further paths an area's page answers (SQL Lab's shared query links, and the page the form
 * post to /superset/sqllab/ answers).
 */
const AREA_ALIASES: Record<string, string[]> = { sqllab: ['sqllab/p/:key', 'superset/sqllab'] };

const areaRoutes: PageRoute[] = NAVIGATION.filter((e) => e.available && PAGES[e.key]).flatMap(
  (entry) => {
    const Page = PAGES[entry.key];
    const element = (
      <RequirePermission entry={entry}>
        <Page />
      </RequirePermission>
    );
    return [trimSlashes(entry.path), ...(AREA_ALIASES[entry.key] ?? [])].map((path) => ({
      path,
      element,
      page: Page,
    }));
  },
);

const subPageRoutes: PageRoute[] = SUB_PAGES.filter((p) => SUB_PAGE_COMPONENTS[p.key]).map(
  (sub) => {
    const Page = SUB_PAGE_COMPONENTS[sub.key];
    const area = NAVIGATION.find((e) => e.key === sub.area);
    return {
      path: trimSlashes(sub.path),
      page: Page,
      element: (
        <RequirePermission entry={area} permission={sub.permission}>
          <Page />
        </RequirePermission>
      ),
    };
  },
);

const pageRoutes: PageRoute[] = [
  ...areaRoutes,
  ...subPageRoutes,
  ...exploreRoutes,
  ...dashboardRoutes,
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'superset/welcome', element: <HomePage /> },
      ...pageRoutes.map(({ path, element }) => ({ path, element })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the code of the page at this path (if it is a lazy one), so it renders at once. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = pageRoutes.find(({ path }) => matchPath(`/${path}`, pathname));
  return route ? route.page.preload() : Promise.resolve();
}
