/**
 * The reads of a dataset's rows that are not charts — its samples (Superset's
 * SamplesDatasetCommand) and the distinct values of a column (`values_for_column`) — as
 * query contexts run by the chart data engine. So every query a dataset answers is
 * compiled, access-checked, filtered by row level security, cached and executed in one
 * place (`ChartDataService.run`); nothing here writes SQL.
 */
import type { ChartDataQueryResult, DatasetSamples } from '@tessera/core';
import { FILTER_SELECT_ROW_LIMIT } from '@tessera/core';
import { BadRequestError, SupersetTypedError } from '../../errors.js';
import type { Principal } from '../../security/principal.js';
import type { ChartDataService } from '../chartDataService.js';

/** What the dataset service needs to read a dataset's rows. */
export interface DatasetRowReader {
  samples(principal: Principal, datasetId: number, force: boolean): Promise<DatasetSamples>;
  columnValues(principal: Principal, datasetId: number, column: string): Promise<unknown[]>;
}

/** Samples: every column, no metrics or time bounds, at most SAMPLES_ROW_LIMIT rows. */
export function samplesQueryContext(datasetId: number, force: boolean) {
  return {
    datasource: { id: datasetId, type: 'table' as const },
    queries: [{}],
    result_type: 'samples' as const,
    force,
  };
}

/**
 * The distinct values of a column, sorted, at most FILTER_SELECT_ROW_LIMIT, under the
 * dataset's values predicate. The order is by the column itself (an adhoc column naming
 * it), never by a saved metric that happens to share its name.
 */
export function columnValuesQueryContext(datasetId: number, column: string) {
  return {
    datasource: { id: datasetId, type: 'table' as const },
    queries: [
      {
        columns: [column],
        metrics: [],
        orderby: [[{ sqlExpression: column, label: column }, true]],
        row_limit: FILTER_SELECT_ROW_LIMIT,
        apply_fetch_values_predicate: true,
      },
    ],
    result_type: 'full' as const,
    // Superset reads values afresh (`values_for_column` has no cache).
    force: true,
  };
}

/** Superset answers failed samples and values with 400 `{message}`. */
async function asBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof SupersetTypedError) throw new BadRequestError(e.message);
    throw e;
  }
}

export function datasetRowReader(chartData: ChartDataService): DatasetRowReader {
  const first = async (principal: Principal, body: unknown) => {
    const outcome = await chartData.run(principal, body);
    return outcome.queries[0].json as ChartDataQueryResult;
  };
  return {
    samples: (principal, datasetId, force) =>
      asBadRequest(async () => {
        const result = await first(principal, samplesQueryContext(datasetId, force));
        return {
          ...result,
          query: result.query ?? '',
          applied_filter_columns: [],
          rejected_filter_columns: [],
        };
      }),
    columnValues: (principal, datasetId, column) =>
      asBadRequest(async () => {
        const result = await first(principal, columnValuesQueryContext(datasetId, column));
        return result.data.map((row) => (row as Record<string, unknown>)[column]);
      }),
  };
}
