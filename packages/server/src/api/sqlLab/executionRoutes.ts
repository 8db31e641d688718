/**
 * SQL Lab execution (superset-api.md §8): execute (and the legacy `/superset/sql_json/`),
 * results (whole, capped by `rows`, or a window by `offset` and `limit`; legacy
 * `/superset/results/<key>/`), CSV export, format, cost estimate (and the legacy
 * `/superset/estimate_query_cost/`), and `/database/<pk>/validate_sql/`. Permissions are
 * the `sql_lab` role's pairs on `SQLLab`.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParams,
  RisonQuerystring,
  SqlLabEstimatePayload,
  SqlLabExecutePayload,
  SqlLabFormatPayload,
  SqlLabResultsQuery,
  SqlValidationAnnotation,
  ValidateSqlPayload,
} from '@tessera/core';
import { ValidationError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { parseRison } from '../rison.js';

const tags = ['SQL Lab'];
const EXECUTE = { permission: ['can_execute_sql_query', 'SQLLab'] as const };
const RESULTS = { permission: ['can_get_results', 'SQLLab'] as const };

export function registerSqlLabExecutionRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sqlLab, sqlTools } = services;
  /** TESSERA_SQLLAB_MAX_SQL_LENGTH: a longer SQL is refused before anything parses it. */
  const checkLength = <T extends { sql: string }>(body: T): T => {
    const max = services.ctx.config.sqlLab.maxSqlLength;
    if (body.sql.length > max)
      throw new ValidationError({ sql: [`Longer than maximum length ${max}.`] }, 400);
    return body;
  };

  const execute = async (request: FastifyRequest, reply: FastifyReply) => {
    const payload = checkLength(SqlLabExecutePayload.parse(request.body));
    const answer = await sqlLab.execute(request.principal!, payload);
    return reply.status(answer.status).send(answer.body);
  };
  const executeSchema = {
    tags,
    summary: 'Run SQL: 200 with the results payload, or 202 {query} when run async',
    body: SqlLabExecutePayload,
  };
  r.post('/api/v1/sqllab/execute/', { config: EXECUTE, schema: executeSchema, handler: execute });
  r.post('/superset/sql_json/', { config: EXECUTE, schema: executeSchema, handler: execute });

  r.get('/api/v1/sqllab/results/', {
    config: RESULTS,
    schema: {
      tags,
      summary:
        "A run's stored results: ?q=(key:'..') (display limit), (key:'..',rows:N) capped at N, " +
        "or (key:'..',offset:N,limit:M) a window with window.total_rows; 410 when gone",
      querystring: RisonQuerystring,
    },
    handler: async (request) =>
      sqlLab.readResults(request.principal!, parseRison(SqlLabResultsQuery, request.query.q)),
  });

  r.get('/superset/results/:key/', {
    config: RESULTS,
    schema: {
      tags,
      summary: 'Legacy results of a run: ?rows=N caps the rows',
      params: z.object({ key: z.string().min(1) }),
      querystring: z.object({ rows: z.coerce.number().int().min(0).optional() }),
    },
    handler: async (request) =>
      sqlLab.readResults(request.principal!, { key: request.params.key, rows: request.query.rows }),
  });

  r.get('/api/v1/sqllab/export/:client_id/', {
    config: { permission: ['can_export_csv', 'SQLLab'] },
    schema: {
      tags,
      summary: "A run's full result as CSV (streamed)",
      params: z.object({ client_id: z.string().min(1) }),
    },
    handler: async (request, reply) => {
      const { filename, body } = await sqlLab.exportCsv(
        request.principal!,
        request.params.client_id,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${encodeURIComponent(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(Readable.from(body));
    },
  });

  r.post('/api/v1/sqllab/format_sql/', {
    config: { permission: ['can_format_sql', 'SQLLab'] },
    schema: { tags, summary: 'Format SQL in the engine’s language', body: SqlLabFormatPayload },
    handler: async (request) => ({
      result: await sqlTools.format(request.principal!, checkLength(request.body)),
    }),
  });

  r.post('/api/v1/sqllab/estimate/', {
    config: { permission: ['can_estimate_query_cost', 'SQLLab'] },
    schema: { tags, summary: 'Cost estimate (EXPLAIN) per statement', body: SqlLabEstimatePayload },
    handler: async (request) => ({
      result: await sqlTools.estimate(
        request.principal!,
        request.body.database_id,
        checkLength(request.body),
      ),
    }),
  });

  /** Validated by the routes' schema: a body without `sql` is a 400 naming it. */
  const LegacyEstimateBody = z.looseObject({
    sql: z.string(),
    templateParams: z.unknown().optional(),
  });
  const legacyEstimate = async (request: FastifyRequest, schema: string | null) => {
    const { db } = z.object({ db: z.coerce.number().int() }).parse(request.params);
    const body = checkLength(LegacyEstimateBody.parse(request.body));
    return sqlTools.estimate(request.principal!, db, {
      sql: body.sql,
      template_params: body.templateParams,
      schema,
    });
  };
  const estimateConfig = { permission: ['can_estimate_query_cost', 'SQLLab'] as const };
  r.post('/superset/estimate_query_cost/:db/', {
    config: estimateConfig,
    schema: {
      tags,
      summary: 'Legacy cost estimate',
      params: z.object({ db: z.coerce.number().int() }),
      body: LegacyEstimateBody,
    },
    handler: async (request) => legacyEstimate(request, null),
  });
  r.post('/superset/estimate_query_cost/:db/:schema/', {
    config: estimateConfig,
    schema: {
      tags,
      summary: 'Legacy cost estimate in a schema',
      params: z.object({ db: z.coerce.number().int(), schema: z.string() }),
      body: LegacyEstimateBody,
    },
    handler: async (request) => legacyEstimate(request, request.params.schema),
  });

  for (const url of ['/api/v1/database/:pk/validate_sql/', '/api/v1/database/:pk/validate_sql']) {
    r.post(url, {
      config: { permission: ['can_read', 'Database'] },
      schema: {
        tags: ['Database'],
        summary: 'Validate SQL (PostgreSQL, DuckDB): errors with line and columns',
        params: IdParams,
        body: ValidateSqlPayload,
        response: { 200: z.object({ result: z.array(SqlValidationAnnotation) }) },
      },
      handler: async (request) => ({
        result: await sqlTools.validate(
          request.principal!,
          request.params.pk,
          checkLength(request.body),
        ),
      }),
    });
  }
}
