/**
 * The reads of a dataset's rows that are not charts — its samples (Superset's
 * SamplesDatasetCommand) and the distinct values of a column (`values_for_column`) — as
 * query contexts run by the chart data engine. So every query a dataset answers is
 * compiled, access-checked, filtered by row level security, cached and executed in one
 * place (`ChartDataService.run`); nothing here writes SQL.
 */
import type {
  ChartDataQueryResult,
  DatasetSamples,
  DatasourceSamplesPayload,
  DatasourceSamplesResult,
} from '@tessera/core';
import { FILTER_SELECT_ROW_LIMIT, samplesLimitClause } from '@tessera/core';
import { BadRequestError, SupersetTypedError } from '../../errors.js';
import type { Principal } from '../../security/principal.js';
import type { ChartDataService } from '../chartDataService.js';

/** What the dataset service needs to read a dataset's rows. */
export interface DatasetRowReader {
  samples(principal: Principal, datasetId: number, force: boolean): Promise<DatasetSamples>;
  /** One page of raw rows (drill to detail when a payload narrows them) and their count. */
  samplesPage(
    principal: Principal,
    datasetId: number,
    page: SamplesPage,
  ): Promise<DatasourceSamplesResult>;
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

/** A page of `POST /datasource/samples`: its window, and the body that narrows the rows. */
export interface SamplesPage {
  force: boolean;
  page: number;
  perPage: number;
  payload: DatasourceSamplesPayload | null;
}

const COUNT_STAR = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' };

/**
 * Superset's `get_samples`: the page's rows, as result type `samples` without a payload
 * (every column, no time bounds) or `drill_detail` with it (the payload's filters, time
 * range and extras kept, ordered by the first column); and the COUNT(*) of the same rows.
 */
export function samplesPageQueryContexts(datasetId: number, page: SamplesPage) {
  const datasource = { id: datasetId, type: 'table' as const };
  const window = samplesLimitClause(page.page, page.perPage);
  const narrowing = page.payload ?? {};
  return {
    rows: {
      datasource,
      queries: [{ ...narrowing, ...window }],
      result_type: page.payload ? ('drill_detail' as const) : ('samples' as const),
      force: page.force,
    },
    count: {
      datasource,
      queries: [{ ...narrowing, metrics: [COUNT_STAR] }],
      result_type: 'full' as const,
      force: page.force,
    },
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
    samplesPage: (principal, datasetId, page) =>
      asBadRequest(async () => {
        const contexts = samplesPageQueryContexts(datasetId, page);
        const count = await first(principal, contexts.count);
        const rows = await first(principal, contexts.rows);
        const total = (count.data[0] as Record<string, unknown> | undefined)?.['COUNT(*)'];
        return {
          ...rows,
          query: rows.query ?? '',
          page: page.page,
          per_page: page.perPage,
          total_count: Number(total ?? 0),
        };
      }),
    columnValues: (principal, datasetId, column) =>
      asBadRequest(async () => {
        const result = await first(principal, columnValuesQueryContext(datasetId, column));
        return result.data.map((row) => (row as Record<string, unknown>)[column]);
      }),
  };
}
