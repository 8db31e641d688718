/**
 * The checks Superset runs on a query object before building SQL (`QueryObject.validate`
 * and the processor's "Columns missing" check), with Superset's messages.
 */
import type { QueryObject } from '@tessera/core';
import { DTTM_ALIAS, queryColumnLabel, queryMetricLabel } from '@tessera/core';
import { QueryObjectValidationError, columnsMissingError } from './errors.js';
import { metricColumnNames } from './metrics.js';
import type { CompilerDataset } from './types.js';

function duplicates(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups: string[] = [];
  for (const label of labels) {
    if (seen.has(label) && !dups.includes(label)) dups.push(label);
    seen.add(label);
  }
  return dups;
}

const quoted = (labels: readonly string[]) => labels.map((l) => `"${l}"`).join(', ');

export function validateQueryObject(query: QueryObject, dataset: CompilerDataset): void {
  const columnLabels = query.columns.map(queryColumnLabel);
  const missingSeries = query.series_columns
    .map(queryColumnLabel)
    .filter((label) => !columnLabels.includes(label));
  if (missingSeries.length > 0) {
    throw new QueryObjectValidationError(
      `The following entries in \`series_columns\` are missing in \`columns\`: ${quoted(missingSeries)}. `,
    );
  }
  const dups = duplicates([...(query.metrics ?? []).map(queryMetricLabel), ...columnLabels]);
  if (dups.length > 0) {
    throw new QueryObjectValidationError(
      `Duplicate column/metric labels: ${quoted(dups)}. Please make sure all columns and metrics have a unique label.`,
    );
  }
  const known = new Set(dataset.columns.map((c) => c.column_name));
  const physical = query.columns.filter((c): c is string => typeof c === 'string');
  const missing = [...physical, ...metricColumnNames(query.metrics ?? [])].filter(
    (name) => name !== DTTM_ALIAS && !known.has(name),
  );
  if (missing.length > 0) throw columnsMissingError(missing);
  if ((query.metrics ?? []).length === 0 && query.columns.length === 0) {
    throw new QueryObjectValidationError('Empty query?');
  }
}
