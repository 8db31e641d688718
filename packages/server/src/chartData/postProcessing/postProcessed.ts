/**
 * `result_type: post_processed` (Superset's `apply_client_processing`): the chart type's
 * client-side post-processing run on the server, so that a CSV export holds what the chart
 * shows. pivot_table_v2 is pivoted (pivotTableV2.ts); JSON answers then carry `data` as
 * `{column: {row name: value}}` (pandas' `to_dict()`), files the pivot with its row names
 * first. Other chart types are answered unchanged, as Superset does for types without a
 * post-processor.
 */
import type { QueryRunResult } from '../execution/queryExecution.js';
import { pivotTableV2 } from './pivotTableV2.js';

export interface PostProcessedResult {
  rows: QueryRunResult;
  /** The JSON `data` (pandas' `to_dict()` of the processed frame). */
  data: Record<string, Record<string, unknown>>;
}

/** The result as the chart of `formData` shows it, or null when its type has no post-processor. */
export function postProcessed(
  result: QueryRunResult,
  formData: Record<string, unknown> | null | undefined,
  verboseMap: Record<string, string>,
): PostProcessedResult | null {
  if (formData?.viz_type !== 'pivot_table_v2') return null;
  const pivot = pivotTableV2(result, formData, verboseMap);
  const records = pivot.cells.map((cells) =>
    Object.fromEntries(pivot.colnames.map((name, i) => [name, cells[i]])),
  );
  const data: Record<string, Record<string, unknown>> = {};
  pivot.colnames.forEach((name, i) => {
    data[name] = Object.fromEntries(
      pivot.indexnames.map((row, r) => [String(row), pivot.cells[r][i]]),
    );
  });
  return {
    data,
    rows: {
      ...result,
      colnames: pivot.colnames,
      coltypes: pivot.coltypes,
      indexnames: pivot.indexnames,
      data: records,
      label_map: Object.fromEntries(pivot.colnames.map((c) => [c, [c]])),
      index_levels: [{ name: '', temporal: false }],
    },
  };
}
