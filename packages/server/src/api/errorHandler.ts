/**
 * The one place where errors become Superset's error shapes (superset-api.md §1.3):
 * typed errors from services, request validation failures, and anything unexpected.
 */
import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BadRequestError, SupersetTypedError, TesseraError, ValidationError } from '../errors.js';

function levelFor(status: number): 'warning' | 'error' {
  return status < 500 ? 'warning' : 'error';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const v of error.validation) {
        const path =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
          error.validationContext ||
          'body';
        (fields[path] ??= []).push(v.message ?? 'Invalid value');
      }
      return reply.status(400).send({ message: fields });
    }
    if (error instanceof ValidationError)
      return reply.status(error.status).send({ message: error.fields });
    if (error instanceof SupersetTypedError) {
      return reply.status(error.status).send({
        errors: [
          {
            message: error.message,
            error_type: error.errorType,
            level: levelFor(error.status),
            extra: error.extra,
          },
        ],
      });
    }
    if (error instanceof TesseraError)
      return reply.status(error.status).send({ message: error.message });
    if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({ message: 'Request is not JSON' });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    // the stack trace goes to the log (with the request id the answer carries), never to
    // the client, whoever asks
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({
      errors: [
        {
          message: 'Fatal error',
          error_type: 'GENERIC_BACKEND_ERROR',
          level: 'error',
          extra: null,
        },
      ],
    });
  });
}

export { BadRequestError };
