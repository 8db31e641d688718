/** The RTK Query API slice; each area injects its endpoints (see securityApi.ts). */
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

export const tesseraApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', 'Role', 'RolePermissions', 'Database', 'Dataset', 'Chart', 'ChartFavorite'],
  endpoints: () => ({}),
});
