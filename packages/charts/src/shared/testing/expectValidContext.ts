import { QueryContext } from '@tessera/core';
import type { ChartQueryContext } from '../../types.js';

/** Parses the query context with core's schema (what the server accepts); throws if invalid. */
export function parseQueryContext(context: ChartQueryContext) {
  const parsed = QueryContext.safeParse(context);
  if (!parsed.success) {
    throw new Error(`Query context rejected by core's schema: ${parsed.error.message}`);
  }
  return parsed.data;
}
