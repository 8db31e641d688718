/**
 * What a saved connection holds: schemas, tables, a table's metadata and extra metadata
 * (newer query-string routes and the older path routes), `SELECT *`, function names and the
 * schemas open to uploads. Connections and tables the user does not reach answer 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DatabaseSchemasQuery,
  DatabaseTablesQuery,
  DatabaseTablesResponse,
  FunctionNamesResponse,
  IdParams,
  RisonQuerystring,
  SchemasAccessForFileUploadResponse,
  SchemasResponse,
  SelectStarResponse,
  TableExtraMetadata,
  TableMetadata,
  TableMetadataQuery,
} from '@tessera/core';
import type { Principal } from '../../security/principal.js';
import type { TableRef } from '../../services/databases/introspection.js';
import type { Services } from '../../services/index.js';
import { parseRison } from '../rison.js';
import { readable } from './routes.js';

const tags = ['Database'];

/** A schema in a path: the web client sends `undefined` or `null` for "no schema". */
function schemaOf(value: string | undefined | null): string | null {
  if (value === undefined || value === null || value === '') return null;
  return value === 'undefined' || value === 'null' ? null : value;
}

const TablePath = IdParams.extend({ table: z.string().min(1), schema: z.string() });
const TableOnlyPath = IdParams.extend({ table: z.string().min(1) });

/** Catalogs, schemas and tables of a connection. */
function registerSchemaRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const look = services.databaseIntrospection;

  r.get('/api/v1/database/:pk/catalogs/', {
    config: readable,
    schema: { tags, summary: 'Catalogs (none of the engines has them)', params: IdParams },
    handler: async (request) => {
      await services.databases.findVisible(request.params.pk, request.principal!);
      return { result: [] as string[] };
    },
  });

  /** A GET of a connection's objects with a rison `q`, read by `query`. */
  const withRison = <Q extends z.ZodTypeAny, R extends z.ZodTypeAny>(
    url: string,
    summary: string,
    route: {
      query: Q;
      response: R;
      answer: (pk: number, p: Principal, q: z.infer<Q>) => Promise<z.infer<R>>;
    },
  ) =>
    r.get(url, {
      config: readable,
      schema: {
        tags,
        summary,
        params: IdParams,
        querystring: RisonQuerystring,
        response: { 200: route.response as z.ZodTypeAny },
      },
      handler: async (request) =>
        route.answer(
          request.params.pk,
          request.principal!,
          parseRison(route.query, request.query.q),
        ),
    });

  withRison('/api/v1/database/:pk/schemas/', 'Schemas of a database the user reaches', {
    query: DatabaseSchemasQuery,
    response: SchemasResponse,
    answer: (pk, p, q) => look.schemas(pk, p, { uploadAllowed: q.upload_allowed }),
  });
  withRison('/api/v1/database/:pk/tables/', 'Tables and views of a schema', {
    query: DatabaseTablesQuery,
    response: DatabaseTablesResponse,
    answer: (pk, p, q) => look.tables(pk, p, q.schema_name ?? null),
  });
}

/** A table's metadata and extra metadata, with the table in the query string or the path. */
function registerTableMetadataRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const look = services.databaseIntrospection;
  type TableLookup = (
    pk: number,
    p: Principal,
    ref: TableRef,
  ) => Promise<z.infer<typeof TableMetadata> | z.infer<typeof TableExtraMetadata>>;
  type TableResponse = typeof TableMetadata | typeof TableExtraMetadata;
  /** A table's metadata with the table in the query string: `?name=t&schema=s`. */
  const byQuery = (url: string, summary: string, response: TableResponse, lookup: TableLookup) =>
    r.get(url, {
      config: readable,
      schema: {
        tags,
        summary,
        params: IdParams,
        querystring: TableMetadataQuery,
        response: { 200: response },
      },
      handler: async (request) =>
        lookup(request.params.pk, request.principal!, {
          table: request.query.name,
          schema: schemaOf(request.query.schema),
        }),
    });
  /** The same in the older path form: `.../<table>/<schema>/`. */
  const byPath = (url: string, summary: string, response: TableResponse, lookup: TableLookup) =>
    r.get(url, {
      config: readable,
      schema: { tags, summary, params: TablePath, response: { 200: response } },
      handler: async (request) =>
        lookup(request.params.pk, request.principal!, {
          table: request.params.table,
          schema: schemaOf(request.params.schema),
        }),
    });
  const metadata: TableLookup = (pk, p, ref) => look.tableMetadata(pk, p, ref);
  const extra: TableLookup = (pk, p, ref) => look.tableExtra(pk, p, ref);

  byQuery(
    '/api/v1/database/:pk/table_metadata/',
    'Metadata of a table: columns, keys, indexes, select star',
    TableMetadata,
    metadata,
  );
  byQuery(
    '/api/v1/database/:pk/table_metadata/extra/',
    'Engine-specific metadata of a table (partitions)',
    TableExtraMetadata,
    extra,
  );
  byPath(
    '/api/v1/database/:pk/table/:table/:schema/',
    'Metadata of a table (older path form)',
    TableMetadata,
    metadata,
  );
  byPath(
    '/api/v1/database/:pk/table_extra/:table/:schema/',
    'Engine-specific metadata of a table (older path form)',
    TableExtraMetadata,
    extra,
  );
}

/** `SELECT *` of a table, function names and the schemas open to uploads. */
function registerTableToolRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const look = services.databaseIntrospection;
  const selectStar = [
    ['/api/v1/database/:pk/select_star/:table/', 'SELECT * of a table in the default schema'],
    ['/api/v1/database/:pk/select_star/:table/:schema/', 'SELECT * of a table'],
  ] as const;
  for (const [url, summary] of selectStar) {
    r.get(url, {
      config: readable,
      schema: {
        tags,
        summary,
        params: url.endsWith(':schema/') ? TablePath : TableOnlyPath,
        response: { 200: SelectStarResponse },
      },
      handler: async (request) => {
        const { pk, table, schema } = request.params as z.infer<typeof TableOnlyPath> & {
          schema?: string;
        };
        return {
          result: await look.selectStar(pk, request.principal!, {
            table,
            schema: schemaOf(schema),
          }),
        };
      },
    });
  }

  r.get('/api/v1/database/:pk/function_names/', {
    config: readable,
    schema: {
      tags,
      summary: 'Function names the database knows (SQL Lab autocomplete)',
      params: IdParams,
      response: { 200: FunctionNamesResponse },
    },
    handler: async (request) => ({
      function_names: await look.functionNames(request.params.pk, request.principal!),
    }),
  });

  for (const url of [
    '/api/v1/database/:pk/schemas_access_for_file_upload/',
    '/api/v1/database/:pk/schemas_access_for_file_upload',
  ]) {
    r.get(url, {
      config: readable,
      schema: {
        tags,
        hide: !url.endsWith('/'),
        summary: 'Schemas open to file uploads that the user reaches',
        params: IdParams,
        response: { 200: SchemasAccessForFileUploadResponse },
      },
      handler: async (request) => ({
        schemas: await look.schemasForFileUpload(request.params.pk, request.principal!),
      }),
    });
  }
}

export function registerDatabaseIntrospectionRoutes(
  app: FastifyInstance,
  services: Services,
): void {
  registerSchemaRoutes(app, services);
  registerTableMetadataRoutes(app, services);
  registerTableToolRoutes(app, services);
}
