/** Dashboards: Superset's `/api/v1/dashboard/` as explore's save dialog uses it. */
import type { DashboardCreate, DashboardListItem } from '@tessera/core';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export const DASHBOARDS = '/api/v1/dashboard/';

export type OwnDashboard = Pick<DashboardListItem, 'id' | 'dashboard_title'>;

export const dashboardApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
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
    createDashboard: build.mutation<{ id: number; result: DashboardCreate }, DashboardCreate>({
      query: (body) => ({ url: DASHBOARDS, method: 'POST', body }),
      invalidatesTags: ['Dashboard'],
    }),
  }),
});

export const { useOwnDashboardsQuery, useCreateDashboardMutation } = dashboardApi;
