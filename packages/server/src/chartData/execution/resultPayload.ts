/**
 * A post-processed frame as the chart data answer carries it (Superset's `_get_full` and
 * `get_df_payload`): `colnames` with flattened separators unescaped, `label_map` (each
 * name split into its parts), `coltypes` from the dataset's and engine's types for the
 * query's own columns and inferred for derived ones, `indexnames` and row objects.
 */
import type { DataFrame } from '@tessera/core';
import { dataFrameToRecords, GENERIC_DATA_TYPES, unescapeSeparator } from '@tessera/core';
import type { GenericType } from '../../engines/types.js';

export interface IndexLevel {
  name: string | null;
  temporal: boolean;
}

export interface QueryResultData {
  colnames: string[];
  coltypes: number[];
  indexnames: unknown[];
  data: Record<string, unknown>[];
  label_map: Record<string, string[]>;
  /** The row index's levels when it is not the default one (file exports write them). */
  index_levels: IndexLevel[] | null;
}

/** Superset's `re.split(r"(?<!\\),\s", name)`, each part unescaped. */
export function labelParts(name: string): string[] {
  return name.split(/(?<!\\), /).map(unescapeSeparator);
}

export function payloadFromFrame(
  frame: DataFrame,
  types: ReadonlyMap<string, GenericType>,
): QueryResultData {
  const records = dataFrameToRecords(frame);
  const colnames = records.colnames.map(unescapeSeparator);
  const renamed = colnames.some((c, i) => c !== records.colnames[i]);
  const data = renamed
    ? records.data.map((row) =>
        Object.fromEntries(records.colnames.map((c, i) => [colnames[i], row[c]])),
      )
    : records.data;
  const coltypes = records.colnames.map((name, i) => {
    const known = types.get(name);
    return known ? GENERIC_DATA_TYPES[known] : records.coltypes[i];
  });
  const label_map: Record<string, string[]> = {};
  records.colnames.forEach((name, i) => {
    label_map[colnames[i]] = labelParts(name);
  });
  const index_levels =
    frame.index.length > 0
      ? frame.index.map((c) => ({
          name: typeof c.name === 'string' ? c.name : c.name.join(', '),
          temporal: c.temporal ?? false,
        }))
      : null;
  return { colnames, coltypes, indexnames: records.indexnames, data, label_map, index_levels };
}
