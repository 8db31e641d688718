/**
 * Dashboards: Superset's `/api/v1/dashboard/` (and the CSS templates of `/api/v1/css_template/`)
 * as the dashboard list, the properties dialog, the dashboard page and explore's save dialog
 * use them, and the dashboard's permalinks. A change to a dashboard makes every dashboard
 * query stale; a star, the favourite statuses and the lists filtered on favourites.
 */
import rison from 'rison';
import type {
  CssTemplateItem,
  DashboardCopy,
  DashboardCreate,
  DashboardFiltersUpdate,
  DashboardFilterStateKeyResponse,
  DashboardFilterStateUpdateResponse,
  DashboardFilterStateValue,
  DashboardListItem,
  DashboardPermalinkBody,
  DashboardPermalinkCreateResponse,
  DashboardPermalinkValue,
  DashboardShow,
  DashboardUpdate,
  NativeFilterItem,
} from '@tessera/core';
import { DASHBOARD_LIST } from './dashboardsQuery';
import type { RelatedOption } from './datasetApi';
import { isUnset, listQuery, relatedQuery, type ListRequest } from './listQuery';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';
import type {
  FilterSetCreate,
  FilterSetItem,
  FilterSetUpdate,
  FilterSetWriteResponse,
} from '@tessera/core';

export const DASHBOARDS = '/api/v1/dashboard/';
const CSS_TEMPLATES = '/api/v1/css_template/';

export type OwnDashboard = Pick<DashboardListItem, 'id' | 'dashboard_title'>;

/** What `PUT /api/v1/dashboard/<id>` answers. */
export interface DashboardUpdated {
  id: number;
  result: DashboardUpdate;
  last_modified_time?: number;
}

/** A CSS template as the Edit CSS dialog offers it. */
export type CssTemplate = Pick<CssTemplateItem, 'id' | 'template_name' | 'css'>;

type Related = { count: number; result: RelatedOption[] };

/** A rison list in a path's `?q=` (`!(1,2)`). */
const idList = (ids: number[]) => encodeURIComponent(rison.encode(ids));

/** Lists filtered on favourites are refetched when a star changes. */
const FAVORITE_LISTS = { type: 'Dashboard', id: 'FAVORITE_LISTS' } as const;
const FAVORITE_STATUS = { type: 'Dashboard', id: 'FAVORITE_STATUS' } as const;

/** A change's tags, made stale only when it went through (a refused save changes nothing). */
const changed = (result: unknown) => (result ? (['Dashboard'] as const) : []);

const related = (column: string) => (filter: string) => ({
  url: `${DASHBOARDS}related/${column}`,
  q: relatedQuery(filter, 50),
});

export const dashboardApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    listDashboards: build.query<ListResult<DashboardListItem>, ListRequest>({
      query: (request) => ({ url: DASHBOARDS, q: listQuery(DASHBOARD_LIST, request) }),
      providesTags: (_r, _e, request) =>
        isUnset(request.filters?.favorite) ? ['Dashboard'] : ['Dashboard', FAVORITE_LISTS],
    }),
    /** The user's own dashboards whose title holds `search` (all when empty), by title. */
    ownDashboards: build.query<OwnDashboard[], { search: string; userId: number }>({
      query: ({ search, userId }) => {
        const filters: { col: string; opr: string; value: string | number }[] = [
          { col: 'owners', opr: 'rel_m_m', value: userId },
        ];
        if (search.trim())
          filters.push({ col: 'dashboard_title', opr: 'ct', value: search.trim() });
        return {
          url: DASHBOARDS,
          q: {
            columns: ['id', 'dashboard_title'],
            filters,
            order_column: 'dashboard_title',
            order_direction: 'asc',
            page: 0,
            page_size: 100,
          },
        };
      },
      transformResponse: (r: ListResult<OwnDashboard>) => r.result,
      providesTags: ['Dashboard'],
    }),
    /** One dashboard by id or slug (`GET /api/v1/dashboard/<id_or_slug>`), its `result`. */
    dashboard: build.query<DashboardShow, number | string>({
      query: (idOrSlug) => `${DASHBOARDS}${encodeURIComponent(String(idOrSlug))}`,
      transformResponse: (r: { result: DashboardShow }) => r.result,
      providesTags: ['Dashboard'],
    }),
    dashboardPermissions: build.query<string[], void>({
      query: () => ({ url: `${DASHBOARDS}_info`, q: { keys: ['permissions'] } }),
      transformResponse: (r: { permissions?: string[] }) => r.permissions ?? [],
    }),
    createDashboard: build.mutation<{ id: number; result: DashboardCreate }, DashboardCreate>({
      query: (body) => ({ url: DASHBOARDS, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateDashboard: build.mutation<DashboardUpdated, { id: number; body: DashboardUpdate }>({
      query: ({ id, body }) => ({ url: `${DASHBOARDS}${id}`, method: 'PUT', body }),
      invalidatesTags: changed,
    }),
    deleteDashboard: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${DASHBOARDS}${id}`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    bulkDeleteDashboards: build.mutation<{ message: string }, number[]>({
      query: (ids) => ({ url: `${DASHBOARDS}?q=${idList(ids)}`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    /** Save as: a copy of the dashboard (optionally with copies of its charts). */
    copyDashboard: build.mutation<
      { result: { id: number; last_modified_time?: number } },
      { id: number; body: DashboardCopy }
    >({
      query: ({ id, body }) => ({ url: `${DASHBOARDS}${id}/copy/`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** Whether each dashboard is one of the user's favourites, by id. */
    dashboardFavoriteStatus: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `${DASHBOARDS}favorite_status/?q=${idList(ids)}`,
      transformResponse: (r: { result: { id: number; value: boolean }[] }) =>
        Object.fromEntries(r.result.map((s) => [s.id, s.value])),
      providesTags: [FAVORITE_STATUS],
    }),
    setDashboardFavorite: build.mutation<{ result: string }, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `${DASHBOARDS}${id}/favorites/`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: [FAVORITE_STATUS, FAVORITE_LISTS],
    }),
    relatedDashboardOwners: build.query<Related, string>({ query: related('owners') }),
    relatedDashboardCreatedBy: build.query<Related, string>({ query: related('created_by') }),
    relatedDashboardChangedBy: build.query<Related, string>({ query: related('changed_by') }),
    relatedDashboardRoles: build.query<Related, string>({ query: related('roles') }),
    /** A permalink to this state of the dashboard (the same state answers the same key). */
    createDashboardPermalink: build.mutation<
      DashboardPermalinkCreateResponse,
      { idOrSlug: number | string; state: DashboardPermalinkBody }
    >({
      query: ({ idOrSlug, state }) => ({
        url: `${DASHBOARDS}${encodeURIComponent(String(idOrSlug))}/permalink`,
        method: 'POST',
        body: state,
      }),
    }),
    /** The dashboard and state a permalink keeps. */
    dashboardPermalink: build.query<DashboardPermalinkValue, string>({
      query: (key) => `${DASHBOARDS}permalink/${encodeURIComponent(key)}`,
    }),
    /** The data mask kept under a filter state key (`value`: its JSON text). */
    dashboardFilterState: build.query<DashboardFilterStateValue, { id: number; key: string }>({
      query: ({ id, key }) => `${DASHBOARDS}${id}/filter_state/${encodeURIComponent(key)}`,
      keepUnusedDataFor: 0,
    }),
    /** Keeps a data mask under a new key (`tabId`: this browser tab's). */
    createDashboardFilterState: build.mutation<
      DashboardFilterStateKeyResponse,
      { id: number; tabId: number; value: string }
    >({
      query: ({ id, tabId, value }) => ({
        url: `${DASHBOARDS}${id}/filter_state?tab_id=${tabId}`,
        method: 'POST',
        body: { value },
      }),
    }),
    /** Keeps a data mask under a key; answers the key to use from now on. */
    updateDashboardFilterState: build.mutation<
      Partial<DashboardFilterStateUpdateResponse>,
      { id: number; key: string; tabId: number; value: string }
    >({
      query: ({ id, key, tabId, value }) => ({
        url: `${DASHBOARDS}${id}/filter_state/${encodeURIComponent(key)}?tab_id=${tabId}`,
        method: 'PUT',
        body: { value },
      }),
    }),
    /**
     * Changes the native filters (`PUT /api/v1/dashboard/<pk>/filters`: `{modified, deleted,
     * reordered}`); answers the new `native_filter_configuration`.
     */
    updateDashboardFilters: build.mutation<
      NativeFilterItem[],
      { id: number; body: DashboardFiltersUpdate }
    >({
      query: ({ id, body }) => ({ url: `${DASHBOARDS}${id}/filters`, method: 'PUT', body }),
      transformResponse: (r: { result: NativeFilterItem[] }) => r.result,
      invalidatesTags: changed,
    }),
    /** The CSS templates to start a dashboard's CSS from (the first 100). */
    cssTemplates: build.query<CssTemplate[], void>({
      query: () => ({ url: CSS_TEMPLATES, q: { page_size: 100 } }),
      transformResponse: (r: ListResult<CssTemplate>) => r.result,
    }),
  }),
});

export const {
  useListDashboardsQuery,
  useOwnDashboardsQuery,
  useDashboardQuery,
  useDashboardPermissionsQuery,
  useCreateDashboardMutation,
  useUpdateDashboardMutation,
  useDeleteDashboardMutation,
  useBulkDeleteDashboardsMutation,
  useCopyDashboardMutation,
  useUpdateDashboardFiltersMutation,
  useDashboardFavoriteStatusQuery,
  useSetDashboardFavoriteMutation,
  useRelatedDashboardOwnersQuery,
  useRelatedDashboardCreatedByQuery,
  useRelatedDashboardChangedByQuery,
  useRelatedDashboardRolesQuery,
  useCssTemplatesQuery,
  useCreateDashboardPermalinkMutation,
  useLazyDashboardPermalinkQuery,
  useLazyDashboardFilterStateQuery,
  useCreateDashboardFilterStateMutation,
  useUpdateDashboardFilterStateMutation,
} = dashboardApi;

/** A dashboard's filter sets, made stale by a change to one of them. */
const filterSetsOf = (dashboardId: number | string) =>
  ({ type: 'Dashboard', id: `FILTER_SETS-${dashboardId}` }) as const;
const filterSetsChanged = (result: unknown, _e: unknown, arg: { dashboardId: number }) =>
  result ? [filterSetsOf(arg.dashboardId)] : [];

/** Filter sets (`/api/v1/dashboard/<id>/filtersets`): the user's own and the dashboard's. */
export const filterSetApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    /** The filter sets of a dashboard (by id) that the user sees. */
    filterSets: build.query<FilterSetItem[], number>({
      query: (dashboardId) => `${DASHBOARDS}${dashboardId}/filtersets`,
      transformResponse: (r: { result: FilterSetItem[] }) => r.result,
      providesTags: (_r, _e, dashboardId) => [filterSetsOf(dashboardId)],
    }),
    createFilterSet: build.mutation<
      FilterSetWriteResponse,
      { dashboardId: number; body: FilterSetCreate }
    >({
      query: ({ dashboardId, body }) => ({
        url: `${DASHBOARDS}${dashboardId}/filtersets`,
        method: 'POST',
        body,
      }),
      invalidatesTags: filterSetsChanged,
    }),
    updateFilterSet: build.mutation<
      FilterSetWriteResponse,
      { dashboardId: number; id: number; body: FilterSetUpdate }
    >({
      query: ({ dashboardId, id, body }) => ({
        url: `${DASHBOARDS}${dashboardId}/filtersets/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: filterSetsChanged,
    }),
    deleteFilterSet: build.mutation<{ id: number }, { dashboardId: number; id: number }>({
      query: ({ dashboardId, id }) => ({
        url: `${DASHBOARDS}${dashboardId}/filtersets/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: filterSetsChanged,
    }),
  }),
});

export const {
  useFilterSetsQuery,
  useCreateFilterSetMutation,
  useUpdateFilterSetMutation,
  useDeleteFilterSetMutation,
} = filterSetApi;
