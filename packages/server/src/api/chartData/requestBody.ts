/**
 * The body of a chart data request: JSON, or a form post whose `form_data` field holds the
 * JSON (the browser's CSV export, `SupersetClient.postForm`) with an optional `filename`.
 * Form posts carry their CSRF token as the `csrf_token` field; the route checks it (or the
 * X-CSRFToken header) itself, since the sign-in hook runs before the body is read.
 *
 * `POST /api/v1/chart/data` reads the body before validation (`readQueryContextBody`, a
 * preValidation hook: the form post becomes its JSON), then validates it with core's
 * `QueryContext` schema (`queryContextValidator`, Superset's 400 "Request is incorrect").
 */
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { parseQueryContext } from '../../chartData/context/queryContext.js';
import { BadRequestError } from '../../errors.js';

export interface ChartDataRequestBody {
  body: unknown;
  form: boolean;
  filename: string | null;
}

async function formFields(request: FastifyRequest): Promise<Record<string, unknown> | null> {
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
    }
    return fields;
  }
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return (request.body as Record<string, unknown> | undefined) ?? {};
  }
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The CSRF check of cookie-signed mutations, reading the form's `csrf_token` too. */
export function checkCsrf(request: FastifyRequest, fields: Record<string, unknown> | null): void {
  if (request.authVia !== 'cookie' || SAFE_METHODS.has(request.method)) return;
  const token = request.headers['x-csrftoken'] ?? fields?.csrf_token;
  if (!token) throw new BadRequestError('The CSRF token is missing.');
  if (token !== request.csrfSecret) throw new BadRequestError('The CSRF token is invalid.');
}

/** Reads the request's query context (not yet validated) as Superset's `data()` does. */
export async function readChartDataBody(
  request: FastifyRequest,
  formField = 'form_data',
): Promise<ChartDataRequestBody> {
  const fields = await formFields(request);
  checkCsrf(request, fields);
  if (!fields) {
    const body = request.body;
    if (body === undefined || body === null || typeof body !== 'object') {
      throw new BadRequestError('Request is not JSON');
    }
    return { body, form: false, filename: null };
  }
  const raw = fields[formField];
  let body: unknown;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
  }
  if (body === undefined || body === null || typeof body !== 'object') {
    throw new BadRequestError('Request is not JSON');
  }
  const filename = typeof fields.filename === 'string' && fields.filename ? fields.filename : null;
  return { body, form: true, filename };
}

/** The request body as sent (before validation) and a form post's file name, by request. */
const sent = new WeakMap<FastifyRequest, ChartDataRequestBody>();

/** preValidation: the body to validate is the query context, whether JSON or a form post. */
export async function readQueryContextBody(request: FastifyRequest, _reply: FastifyReply) {
  const read = await readChartDataBody(request);
  sent.set(request, read);
  request.body = read.body;
}

/** What `readQueryContextBody` read: the body as sent (an async job runs it) and the file name. */
export function sentChartDataBody(request: FastifyRequest): ChartDataRequestBody {
  const read = sent.get(request);
  if (!read) throw new Error('readQueryContextBody did not run');
  return read;
}

/**
 * Validates a query context with core's schema, refusing as Superset does: 400 "Request is
 * not JSON" or "Request is incorrect: {field: [messages]}" (`{message}`, not the field map
 * other routes answer).
 */
export const queryContextValidator: FastifySchemaCompiler<unknown> = () => (data) => {
  try {
    return { value: parseQueryContext(data) };
  } catch (error) {
    return { error: error as Error };
  }
};
