/**
 * The routes Superset's ModelRestApi gives every resource, answered the same way for each:
 * the list (rison `q`, with FAB's list metadata), the show (with FAB's show metadata),
 * create (201 `{id, result}`), update (`{id, result}`), delete (`{message: "OK"}`) and the
 * bulk delete (`?q=!(1,2)`, "Deleted 2 charts"). A resource declares each of its routes in
 * its own folder with its URL, access rule, summary and the service call that answers it;
 * `_info` is registered by fabInfo.ts, `related/` and `distinct/` by related.ts.
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DistinctResponse,
  IdParams,
  MessageResponse,
  RelatedResponse,
  RisonQuerystring,
  listResponse,
  type ListQuery,
} from '@tessera/core';
import type { Principal } from '../security/principal.js';
import { registerInfoRoute, type InfoRoute } from './fabInfo.js';
import {
  listMetadata,
  showMetadata,
  showResponse,
  type ListMetadata,
  type ShowMetadata,
} from './listMetadata.js';
import { registerColumnLookupRoute, type ColumnLookupRoute } from './related.js';
import { parseListQuery, parseRison } from './rison.js';

/** What every route declares: where, who may call it, and its OpenAPI tags and summary. */
interface ModelRoute {
  url: string;
  config: FastifyContextConfig;
  tags: string[];
  summary: string;
}

type Params = z.ZodType<object>;

/** One page of a list, as the resource's service answers it. */
interface ListPage {
  count: number;
  ids: number[];
  result: unknown[];
}

/** `?q=!(1,2)` of a bulk delete. */
export const DeleteIds = z.array(z.number().int());

/** `{id, result}`: a create's or an update's answer (what was accepted), or a plain show's. */
export function idAndResult<T extends z.ZodTypeAny>(result: T) {
  return z.object({ id: z.number(), result });
}

export interface ListRoute<P extends Params> extends ModelRoute {
  description?: string;
  /** The parent's path parameters of a nested resource (an annotation layer's annotations). */
  params?: P;
  /** A row of the list (the answer is checked against it, or against `columns` picked). */
  item?: z.ZodTypeAny;
  metadata: ListMetadata;
  list: (p: Principal, q: ListQuery, params: z.infer<P>) => Promise<ListPage>;
}

/** `GET <resource>/?q=(filters:...,order_column:...,page:0,page_size:25,columns:...,keys:...)`. */
export function registerListRoute<P extends Params = typeof IdParams>(
  app: FastifyInstance,
  route: ListRoute<P>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(route.url, {
    config: route.config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      ...(route.description && { description: route.description }),
      ...(route.params && { params: route.params }),
      querystring: RisonQuerystring,
      ...(route.item && {
        response: {
          200: listResponse(z.union([route.item, z.record(z.string(), z.unknown())])),
        },
      }),
    },
    handler: async (request) => {
      const q = parseListQuery(request.query.q);
      const page = await route.list(request.principal!, q, request.params as z.infer<P>);
      return { ...page, ...listMetadata(q.keys, route.metadata) };
    },
  });
}

export interface ShowRoute<T> extends ModelRoute {
  /** The object's schema (the answer is checked against it). */
  result?: z.ZodType<T>;
  /** FAB's show metadata, merged into the answer when the resource has it. */
  metadata?: ShowMetadata;
  get: (p: Principal, pk: number) => Promise<T>;
}

/** `GET <resource>/<pk>`: `{id, result}`, with `show_columns`, ..., `show_title` if declared. */
export function registerShowRoute<T>(app: FastifyInstance, route: ShowRoute<T>): void {
  const { result, metadata } = route;
  const response = result && (metadata ? showResponse(result) : idAndResult(result));
  app.withTypeProvider<ZodTypeProvider>().get(route.url, {
    config: route.config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      params: IdParams,
      ...(response && { response: { 200: response } }),
    },
    handler: async (request) => ({
      id: request.params.pk,
      result: await route.get(request.principal!, request.params.pk),
      ...(metadata && showMetadata(metadata.show_columns, metadata.show_title)),
    }),
  });
}

export interface CreateRoute<B extends z.ZodTypeAny> extends ModelRoute {
  body: B;
  /** Creates the object and answers its id. */
  create: (p: Principal, body: z.infer<B>) => Promise<number>;
}

/**
 * A route that answers `{id, result}`, the result being the body as accepted: `id` is what
 * `accept` answers (the new object's id, or the updated one's from the path).
 */
function registerAcceptRoute<B extends z.ZodTypeAny>(
  app: FastifyInstance,
  route: ModelRoute & { body: B },
  how: {
    method: 'POST' | 'PUT';
    status: 200 | 201;
    params?: typeof IdParams;
    accept: (p: Principal, body: z.infer<B>, params: { pk: number }) => Promise<number>;
  },
): void {
  const body: z.ZodTypeAny = route.body;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: how.method,
    url: route.url,
    config: route.config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      ...(how.params && { params: how.params }),
      body,
      response: { [how.status]: idAndResult(body) },
    },
    handler: async (request, reply) => {
      const params = request.params as { pk: number };
      const id = await how.accept(request.principal!, request.body as z.infer<B>, params);
      return reply.status(how.status).send({ id, result: request.body });
    },
  });
}

/** `POST <resource>/`: 201 `{id, result}`, the result being the body as accepted. */
export function registerCreateRoute<B extends z.ZodTypeAny>(
  app: FastifyInstance,
  route: CreateRoute<B>,
): void {
  registerAcceptRoute(app, route, {
    method: 'POST',
    status: 201,
    accept: (p, body) => route.create(p, body),
  });
}

export interface UpdateRoute<B extends z.ZodTypeAny> extends ModelRoute {
  body: B;
  update: (p: Principal, pk: number, body: z.infer<B>) => Promise<unknown>;
}

/** `PUT <resource>/<pk>`: `{id, result}`, the result being the body as accepted. */
export function registerUpdateRoute<B extends z.ZodTypeAny>(
  app: FastifyInstance,
  route: UpdateRoute<B>,
): void {
  registerAcceptRoute(app, route, {
    method: 'PUT',
    status: 200,
    params: IdParams,
    accept: async (p, body, { pk }) => {
      await route.update(p, pk, body);
      return pk;
    },
  });
}

export interface DeleteRoute<P extends Params> extends ModelRoute {
  /** The path parameters (`:pk` unless given). */
  params?: P;
  remove: (p: Principal, params: z.infer<P>) => Promise<unknown>;
}

/** `DELETE <resource>/<pk>`: `{message: "OK"}`. */
export function registerDeleteRoute<P extends Params = typeof IdParams>(
  app: FastifyInstance,
  route: DeleteRoute<P>,
): void {
  app.withTypeProvider<ZodTypeProvider>().delete(route.url, {
    config: route.config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      params: route.params ?? IdParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await route.remove(request.principal!, request.params as z.infer<P>);
      return { message: 'OK' };
    },
  });
}

export interface BulkDeleteRoute<P extends Params> extends ModelRoute {
  /** The parent's path parameters of a nested resource. */
  params?: P;
  /** The ids' schema ({@link DeleteIds} unless given). */
  ids?: z.ZodType<number[]>;
  /** The noun of the answer, one and many: "Deleted 1 chart", "Deleted 2 charts". */
  deleted: readonly [one: string, many: string];
  /** Deletes the objects and answers how many. */
  remove: (p: Principal, ids: number[], params: z.infer<P>) => Promise<number>;
}

/** `DELETE <resource>/?q=!(1,2)`: `{message: "Deleted 2 charts"}`. */
export function registerBulkDeleteRoute<P extends Params = typeof IdParams>(
  app: FastifyInstance,
  route: BulkDeleteRoute<P>,
): void {
  const [one, many] = route.deleted;
  app.withTypeProvider<ZodTypeProvider>().delete(route.url, {
    config: route.config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      ...(route.params && { params: route.params }),
      querystring: RisonQuerystring,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      const ids = parseRison(route.ids ?? DeleteIds, request.query.q);
      const n = await route.remove(request.principal!, ids, request.params as z.infer<P>);
      return { message: n === 1 ? `Deleted 1 ${one}` : `Deleted ${n} ${many}` };
    },
  });
}

/** A resource of the model REST API: its base URL (ending in `/`), tags, access and noun. */
export interface ModelResource {
  url: string;
  tags: string[];
  /** Who may read (list, show, `_info`, related, distinct) and who may write. */
  readable: FastifyContextConfig;
  writable: FastifyContextConfig;
  /** The object's noun, one and many ("chart", "charts"): the routes' default summaries. */
  noun: readonly [one: string, many: string];
}

/** What a route of a resource declares beyond the resource: the rest is its default. */
type Declared<R> = Omit<R, keyof ModelRoute> & Partial<ModelRoute>;
type Lookup<R extends typeof RelatedResponse | typeof DistinctResponse> = Omit<
  Declared<ColumnLookupRoute<R>>,
  'response'
> & { summary: string };

/**
 * The routes of one resource, each at its usual URL (`<url>`, `<url>:pk`, `<url>_info`,
 * `<url>related/:column`, `<url>distinct/:column`) with the resource's tags and access rule
 * and a summary from its noun ("List charts", "Get a chart", "Delete charts: ?q=!(1,2)"),
 * unless the route says otherwise.
 */
export function modelRestApi(app: FastifyInstance, resource: ModelResource) {
  const { url, tags, readable, writable } = resource;
  const [one, many] = resource.noun;
  const a = `${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${one}`;
  const at = (config: FastifyContextConfig, path: string, summary: string): ModelRoute => ({
    url: path,
    config,
    tags,
    summary,
  });
  const aboutApi = `The ${one} API's metadata: ?q=(keys:!(permissions))`;
  return {
    info: (route: Declared<InfoRoute>) =>
      registerInfoRoute(app, { ...at(readable, `${url}_info`, aboutApi), ...route }),
    related: (route: Lookup<typeof RelatedResponse>) =>
      registerColumnLookupRoute(app, {
        ...at(readable, `${url}related/:column`, route.summary),
        response: RelatedResponse,
        ...route,
      }),
    distinct: (route: Lookup<typeof DistinctResponse>) =>
      registerColumnLookupRoute(app, {
        ...at(readable, `${url}distinct/:column`, route.summary),
        response: DistinctResponse,
        ...route,
      }),
    list: <P extends Params = typeof IdParams>(route: Declared<ListRoute<P>>) =>
      registerListRoute<P>(app, { ...at(readable, url, `List ${many}`), ...route }),
    show: <T>(route: Declared<ShowRoute<T>>) =>
      registerShowRoute<T>(app, { ...at(readable, `${url}:pk`, `Get ${a}`), ...route }),
    create: <B extends z.ZodTypeAny>(route: Declared<CreateRoute<B>>) =>
      registerCreateRoute<B>(app, { ...at(writable, url, `Create ${a}`), ...route }),
    update: <B extends z.ZodTypeAny>(route: Declared<UpdateRoute<B>>) =>
      registerUpdateRoute<B>(app, { ...at(writable, `${url}:pk`, `Update ${a}`), ...route }),
    delete: <P extends Params = typeof IdParams>(route: Declared<DeleteRoute<P>>) =>
      registerDeleteRoute<P>(app, { ...at(writable, `${url}:pk`, `Delete ${a}`), ...route }),
    bulkDelete: <P extends Params = typeof IdParams>(
      route: Omit<Declared<BulkDeleteRoute<P>>, 'deleted'> & {
        deleted?: BulkDeleteRoute<P>['deleted'];
      },
    ) =>
      registerBulkDeleteRoute<P>(app, {
        ...at(writable, url, `Delete ${many}: ?q=!(1,2)`),
        deleted: [one, many],
        ...route,
      }),
  };
}
