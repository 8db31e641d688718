/** Users, roles and permissions (admins only): Flask-AppBuilder's security API. */
import type { PermissionView, Role, User } from '@tessera/core';
import { tesseraApi } from './tesseraApi';
import { listQuery, type ListRequest } from './listQuery';
import { USER_LIST } from './usersQuery';

const USERS = '/api/v1/security/users/';
const ROLES = '/api/v1/security/roles/';

export interface ListResult<T> {
  count: number;
  ids: number[];
  result: T[];
}

export interface UserWrite {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: number[];
  password: string;
}

export interface RolePermission {
  id: number;
  permission_name: string;
  view_menu_name: string;
}

export const securityApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListResult<User>, ListRequest>({
      query: (request) => ({ url: USERS, q: listQuery(USER_LIST, request) }),
      providesTags: ['User'],
    }),
    createUser: build.mutation<{ id: number; result: User }, UserWrite>({
      query: (body) => ({ url: USERS, method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    updateUser: build.mutation<
      { id: number; result: User },
      { id: number; patch: Partial<UserWrite> }
    >({
      query: ({ id, patch }) => ({ url: `${USERS}${id}`, method: 'PUT', body: patch }),
      invalidatesTags: ['User'],
    }),
    deleteUser: build.mutation<unknown, number>({
      query: (id) => ({ url: `${USERS}${id}`, method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),

    listRoles: build.query<ListResult<Role>, void>({
      query: () => ROLES,
      providesTags: ['Role'],
    }),
    createRole: build.mutation<{ id: number }, { name: string }>({
      query: (body) => ({ url: ROLES, method: 'POST', body }),
      invalidatesTags: ['Role'],
    }),
    renameRole: build.mutation<unknown, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `${ROLES}${id}`, method: 'PUT', body: { name } }),
      // Users show their roles by name.
      invalidatesTags: ['Role', 'User'],
    }),
    deleteRole: build.mutation<unknown, number>({
      query: (id) => ({ url: `${ROLES}${id}`, method: 'DELETE' }),
      invalidatesTags: ['Role', 'User'],
    }),
    rolePermissions: build.query<{ result: RolePermission[] }, number>({
      query: (id) => `${ROLES}${id}/permissions/`,
      providesTags: (_r, _e, id) => [{ type: 'RolePermissions', id }],
    }),
    setRolePermissions: build.mutation<unknown, { id: number; permissionViewIds: number[] }>({
      query: ({ id, permissionViewIds }) => ({
        url: `${ROLES}${id}/permissions`,
        method: 'POST',
        body: { permission_view_menu_ids: permissionViewIds },
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'RolePermissions', id }],
    }),
    permissionResources: build.query<ListResult<PermissionView>, void>({
      query: () => '/api/v1/security/permissions-resources/',
    }),
  }),
});

export const {
  useListUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useListRolesQuery,
  useCreateRoleMutation,
  useRenameRoleMutation,
  useDeleteRoleMutation,
  useRolePermissionsQuery,
  useSetRolePermissionsMutation,
  usePermissionResourcesQuery,
} = securityApi;
