/**
 * Client routes. Each area's path and permission come from the navigation registry; an
 * area's page is lazy-loaded and guarded by its permission (403 page when not held).
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { HomePage } from '../views/home/HomePage';
import { NotFoundPage } from './NotFoundPage';
import type { PermissionPair } from '@tessera/core';
import { RequireAnyPermission, RequirePermission } from './RequirePermission';
import { NAVIGATION, SUB_PAGES } from './navigation';

/** The page of each available area besides home. */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  users: lazy(() => import('../views/users/UsersListPage')),
  roles: lazy(() => import('../views/roles/RolesListPage')),
  databases: lazy(() => import('../views/databases/DatabasesListPage')),
  datasets: lazy(() => import('../views/datasets/DatasetsListPage')),
  savedQueries: lazy(() => import('../views/savedQueries/SavedQueriesListPage')),
  charts: lazy(() => import('../views/charts/ChartsListPage')),
  queryHistory: lazy(() => import('../views/queryHistory/QueryHistoryListPage')),
  sqllab: lazy(() => import('../sqllab/SqlLabPage')),
};

/** The explore page: outside the navigation areas (Superset's can_explore or chart reading). */
const ExplorePage = lazy(() => import('../explore/ExplorePage'));
const EXPLORE_PERMISSIONS: PermissionPair[] = [
  ['can_explore', 'Superset'],
  ['can_read', 'Chart'],
];
const explorePage = (
  <RequireAnyPermission permissions={EXPLORE_PERMISSIONS}>
    <ExplorePage />
  </RequireAnyPermission>
);
const exploreRoutes: RouteObject[] = ['explore', 'superset/explore', 'superset/explore/p/:key'].map(
  (path) => ({ path, element: explorePage }),
);

/** The pages of SUB_PAGES. */
const SUB_PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType>> = {
  datasetAdd: lazy(() => import('../views/datasets/AddDatasetPage')),
  chartAdd: lazy(() => import('../views/charts/AddChartPage')),
};

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** Further paths an area's page answers (SQL Lab's shared query links). */
const AREA_ALIASES: Record<string, string[]> = { sqllab: ['sqllab/p/:key'] };

const areaRoutes: RouteObject[] = NAVIGATION.filter((e) => e.available && PAGES[e.key]).flatMap(
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
    }));
  },
);

const subPageRoutes: RouteObject[] = SUB_PAGES.filter((p) => SUB_PAGE_COMPONENTS[p.key]).map(
  (sub) => {
    const Page = SUB_PAGE_COMPONENTS[sub.key];
    const area = NAVIGATION.find((e) => e.key === sub.area);
    return {
      path: trimSlashes(sub.path),
      element: (
        <RequirePermission entry={area} permission={sub.permission}>
          <Page />
        </RequirePermission>
      ),
    };
  },
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'superset/welcome', element: <HomePage /> },
      ...areaRoutes,
      ...subPageRoutes,
      ...exploreRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
