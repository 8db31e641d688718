/**
 * Running a planned query (Superset's `get_query_result` and `get_df_payload`): the SQL on
 * the dataset's engine within the query timeout, the result as a frame, the time
 * comparisons joined on, the post-processing applied, and the answer's fields. What this
 * returns is what the results cache keeps.
 */
import type {
  ChartDataAppliedFilter,
  ChartDataRejectedFilter,
  DataFrame,
  QueryObject,
} from '@tessera/core';
import { applyPostProcessing } from '@tessera/core';
import type { CompiledQuery } from '../compiler/index.js';
import { frameFromResult } from './resultFrame.js';
import { payloadFromFrame, type QueryResultData } from './resultPayload.js';
import { checkDatasetQuery } from '../../services/databases/sqlPolicy.js';
import type { AnnotationWindowMs } from '../annotations/annotationData.js';
import type { ChartDataset } from '../dataset/chartDataset.js';
import { asBadRequest, type QueryPlan } from '../plan/queryPlan.js';
import { joinOffsetFrames } from '../plan/timeOffsets.js';

export interface QueryRunResult extends QueryResultData {
  query: string;
  sql_rowcount: number;
  from_dttm: number | null;
  to_dttm: number | null;
  applied_template_filters: string[];
  applied_filters: ChartDataAppliedFilter[];
  rejected_filters: ChartDataRejectedFilter[];
  annotation_data: Record<string, unknown>;
}

export interface ExecutionOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** The annotation data of the query's layers over its time range. */
  annotations: (
    layers: readonly Record<string, unknown>[],
    window: AnnotationWindowMs,
    query: QueryObject,
  ) => Promise<Record<string, unknown>>;
}

async function run(ds: ChartDataset, compiled: CompiledQuery, options: ExecutionOptions) {
  await checkDatasetQuery({
    engine: ds.engine,
    database: ds.database,
    sql: compiled.sql,
    dataset: ds.row,
    storedSql: ds.storedSql,
  });
  const result = await ds.engine.execute(compiled.sql, compiled.params, {
    schema: ds.row.schema,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    reuseConnection: true,
  });
  return { result, ...frameFromResult(result, compiled, ds.dateFormats) };
}

export async function executePlan(
  ds: ChartDataset,
  plan: QueryPlan,
  options: ExecutionOptions,
): Promise<QueryRunResult> {
  const main = await run(ds, plan.compiled, options);
  let frame: DataFrame = main.frame;
  try {
    if (frame.length > 0 && plan.offsets.length > 0) {
      const shifted = await Promise.all(
        plan.offsets.map(async (o) => ({
          offset: o.offset,
          frame: (await run(ds, o.compiled, options)).frame,
        })),
      );
      const metricLabels = plan.compiled.columns
        .filter((c) => c.kind === 'metric')
        .map((c) => c.label);
      frame = joinOffsetFrames(frame, plan.query, metricLabels, shifted);
    }
    frame = applyPostProcessing(frame, plan.query.post_processing);
  } catch (error) {
    throw asBadRequest(error);
  }
  return {
    ...payloadFromFrame(frame, main.types),
    query: plan.displaySql,
    sql_rowcount: main.result.rows.length,
    from_dttm: plan.resultType === 'samples' ? null : plan.compiled.fromDttm,
    to_dttm: plan.resultType === 'samples' ? null : plan.compiled.toDttm,
    applied_template_filters: plan.compiled.appliedTemplateFilters,
    applied_filters: plan.appliedFilters,
    rejected_filters: plan.rejectedFilters,
    annotation_data: await options.annotations(
      plan.query.annotation_layers,
      {
        since: plan.compiled.fromDttm,
        until: plan.compiled.toDttm,
      },
      plan.query,
    ),
  };
}
