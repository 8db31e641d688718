/** Decodes a request's rison `q` into a validated list query (or any zod schema). */
import rison from 'rison';
import { ListQuery, type ListQuery as ListQueryType } from '@tessera/core';
import type { z } from 'zod';
import { BadRequestError, ValidationError } from '../errors.js';

export function decodeRison(q: string | undefined): unknown {
  if (q === undefined || q === '') return undefined;
  try {
    return rison.decode(q);
  } catch (e) {
    throw new BadRequestError(`Not a valid rison argument: ${(e as Error).message}`);
  }
}

export function parseRison<S extends z.ZodType>(schema: S, q: string | undefined): z.infer<S> {
  const value = decodeRison(q) ?? {};
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fields[issue.path.join('.') || 'q'] ??= []).push(issue.message);
    throw new ValidationError(fields, 400);
  }
  return parsed.data;
}

export function parseListQuery(q: string | undefined, maxPageSize = 100): ListQueryType {
  const query = parseRison(ListQuery, q);
  if (query.page_size < 0 || query.page_size > maxPageSize) query.page_size = maxPageSize;
  return query;
}
