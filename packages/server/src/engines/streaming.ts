/**
 * What every engine's `stream` does alike: the statement with its trailing semicolon
 * stripped and the window applied, the batch size (default 1000, at least 1), one timeout
 * for the whole stream spread over its steps, and rows regrouped into batches.
 */
import { limitSql, stripTrailing, type LimitDialect, type LimitedSql } from './sqlLimit.js';
import type { ExecuteOptions, StreamOptions } from './types.js';

export interface StreamPlan {
  limited: LimitedSql;
  batchSize: number;
}

export function streamPlan(sql: string, options: StreamOptions, dialect: LimitDialect): StreamPlan {
  return {
    limited: limitSql(stripTrailing(sql, dialect), options.limit, options.offset, dialect),
    batchSize: Math.max(1, options.batchSize ?? 1000),
  };
}

/**
 * The options for the stream's next step, its timeout what is left of `options.timeoutMs`
 * counted from this call (at least 1 ms); no timeout when none was given.
 */
export function remainingTime(options: ExecuteOptions): () => ExecuteOptions {
  const deadline = options.timeoutMs ? Date.now() + options.timeoutMs : null;
  return () => ({
    ...options,
    timeoutMs: deadline === null ? undefined : Math.max(1, deadline - Date.now()),
  });
}

/**
 * Row chunks regrouped into batches of `batchSize` rows (the last may be shorter); always at
 * least one batch, empty when there are no rows. Chunks are read only as batches are asked for.
 */
export async function* rowBatches(
  chunks: AsyncIterable<unknown[][]> | Iterable<unknown[][]>,
  batchSize: number,
): AsyncGenerator<unknown[][]> {
  let pending: unknown[][] = [];
  let yielded = false;
  for await (const chunk of chunks) {
    pending = pending.length === 0 ? chunk : pending.concat(chunk);
    let start = 0;
    while (pending.length - start >= batchSize) {
      const rows = pending.slice(start, start + batchSize);
      start += batchSize;
      yielded = true;
      yield rows;
    }
    if (start > 0) pending = pending.slice(start);
  }
  if (pending.length > 0 || !yielded) yield pending;
}
