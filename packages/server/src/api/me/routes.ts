/** `/api/v1/me/` and `/api/v1/me/roles/`: the signed-in user. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MeResponse, MeRolesResponse } from '@tessera/core';

const tags = ['Current User'];

export function registerMeRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/me/', {
    schema: { tags, summary: 'The signed-in user', response: { 200: MeResponse } },
    handler: async (request) => {
      const p = request.principal!;
      return {
        result: {
          id: p.id,
          username: p.username,
          email: p.email,
          first_name: p.firstName,
          last_name: p.lastName,
          is_active: p.active,
          is_anonymous: false,
        },
      };
    },
  });

  r.get('/api/v1/me/roles/', {
    schema: {
      tags,
      summary: "The signed-in user's roles and permissions",
      response: { 200: MeRolesResponse },
    },
    handler: async (request) => {
      const p = request.principal!;
      const objectPermissions = (name: string) =>
        Object.values(p.roles)
          .flat()
          .filter(([perm]) => perm === name)
          .map(([, view]) => view);
      return {
        result: {
          username: p.username,
          firstName: p.firstName,
          lastName: p.lastName,
          userId: p.id,
          isActive: p.active,
          createdOn: p.createdOn,
          email: p.email,
          roles: p.roles,
          permissions: {
            datasource_access: objectPermissions('datasource_access'),
            database_access: objectPermissions('database_access'),
          },
        },
      };
    },
  });
}
