/**
 * The RTK Query API slice: the one way the web app talks to the server. Each area injects its
 * endpoints (securityApi.ts, sqlLabApi.ts, exploreApi.ts, ...); the tags name what a change
 * makes stale.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

export const tesseraApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'User',
    'Role',
    'RolePermissions',
    'Database',
    'Dataset',
    'Chart',
    'ChartFavorite',
    'Dashboard',
    'SavedQuery',
    'QueryHistory',
    'QueryResults',
  ],
  endpoints: () => ({}),
});
