/** `/api/v1/security/roles/`, permissions and resources: Flask-AppBuilder's shapes (admins only). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParams,
  PermissionView,
  Role,
  RolePermissionsResponse,
  RolePermissionsWrite,
  RoleWrite,
  listResponse,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import {
  registerCreateRoute,
  registerDeleteRoute,
  registerShowRoute,
  registerUpdateRoute,
} from '../modelRestApi.js';

const tags = ['Security Roles'];
const Named = z.object({ id: z.number(), name: z.string() });

function envelope<T extends { id: number }>(result: T[]) {
  return { count: result.length, ids: result.map((r) => r.id), result };
}

export function registerRoleRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readable = { permission: ['can_read', 'Role'] as const };
  const writable = { permission: ['can_write', 'Role'] as const };

  r.get('/api/v1/security/roles/', {
    config: readable,
    schema: { tags, summary: 'List roles', response: { 200: listResponse(Role) } },
    handler: async () => envelope(await services.roles.list()),
  });

  registerShowRoute(app, {
    url: '/api/v1/security/roles/:pk',
    config: readable,
    tags,
    summary: 'Get a role',
    result: Role,
    get: (_p, pk) => services.roles.get(pk),
  });

  registerCreateRoute(app, {
    url: '/api/v1/security/roles/',
    config: writable,
    tags,
    summary: 'Create a role',
    body: RoleWrite,
    create: (_p, body) => services.roles.create(body.name),
  });

  registerUpdateRoute(app, {
    url: '/api/v1/security/roles/:pk',
    config: writable,
    tags,
    summary: 'Rename a role',
    body: RoleWrite,
    update: (_p, pk, body) => services.roles.rename(pk, body.name),
  });

  registerDeleteRoute(app, {
    url: '/api/v1/security/roles/:pk',
    config: writable,
    tags,
    summary: 'Delete a role',
    remove: (_p, { pk }) => services.roles.delete(pk),
  });

  r.get('/api/v1/security/roles/:pk/permissions/', {
    config: readable,
    schema: {
      tags,
      summary: "A role's permissions",
      params: IdParams,
      response: { 200: RolePermissionsResponse },
    },
    handler: async (request) => ({
      result: (await services.roles.permissionsOf(request.params.pk)).map((p) => ({
        id: p.id,
        permission_name: p.permission,
        view_menu_name: p.view_menu,
      })),
    }),
  });

  r.post('/api/v1/security/roles/:pk/permissions', {
    config: writable,
    schema: {
      tags,
      summary: "Set a role's permissions (permission-view ids)",
      params: IdParams,
      body: RolePermissionsWrite,
      response: { 200: z.object({ result: RolePermissionsWrite }) },
    },
    handler: async (request) => {
      await services.roles.setPermissions(request.params.pk, request.body.permission_view_menu_ids);
      return { result: request.body };
    },
  });

  r.get('/api/v1/security/permissions-resources/', {
    config: readable,
    schema: {
      tags,
      summary: 'Every (permission, view) pair',
      response: { 200: listResponse(PermissionView) },
    },
    handler: async () =>
      envelope(
        (await services.roles.listPermissionViews()).map((p) => ({
          id: p.id,
          permission: { name: p.permission },
          view_menu: { name: p.view_menu },
        })),
      ),
  });

  r.get('/api/v1/security/permissions/', {
    config: readable,
    schema: { tags, summary: 'Every permission name', response: { 200: listResponse(Named) } },
    handler: async () => envelope(await services.roles.listPermissions()),
  });

  r.get('/api/v1/security/resources/', {
    config: readable,
    schema: { tags, summary: 'Every view (resource) name', response: { 200: listResponse(Named) } },
    handler: async () => envelope(await services.roles.listViewMenus()),
  });
}
