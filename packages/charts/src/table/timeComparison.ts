import { NumberFormats, getNumberFormatter } from '@tessera/core';
import type { DataRecord, DataRecordValue } from '../types.js';
import { formatCellValue } from './columns.js';
import type { TableColumn } from './columns.js';

/** The headers of a compared metric: its value, the shifted value, the change and %. */
export const COMPARISON_LABELS = ['Main', '#', '△', '%'] as const;

/** `(a - b) / |b|`, with Superset's rules when either side is zero or missing. */
export function calculateDifferences(original: number, comparison: number) {
  const valueDifference = original - comparison;
  let percentDifference: number;
  if (!original && !comparison) percentDifference = 0;
  else if (!original || !comparison) percentDifference = original ? 1 : -1;
  else percentDifference = (original - comparison) / Math.abs(comparison);
  return { valueDifference, percentDifference };
}

const comparable = (c: TableColumn, suffix: string) =>
  (c.isMetric || c.isPercentMetric) && c.isNumeric && !c.key.includes(`__${suffix}`);

/**
 * Time comparison columns: each metric becomes Main / # / △ / % under its label (the
 * `<metric>__<offset>` columns are folded in); dimensions stay as they are.
 */
export function processComparisonColumns(columns: TableColumn[], suffix: string): TableColumn[] {
  return columns.flatMap((column) => {
    if (comparable(column, suffix)) {
      return COMPARISON_LABELS.map((label): TableColumn => {
        const percent = label === '%';
        const formatter = percent
          ? (value: unknown) =>
              typeof value === 'number'
                ? getNumberFormatter(column.config.d3NumberFormat || NumberFormats.PERCENT_3_POINT)(
                    value,
                  )
                : String(value)
          : (value: unknown) => formatCellValue(column, value as DataRecordValue);
        return {
          ...column,
          key: `${label} ${column.key}`,
          label,
          groupLabel: column.label,
          formatter,
          valueRange: null,
        };
      });
    }
    if (!column.isMetric && !column.isPercentMetric && !column.key.includes(`__${suffix}`)) {
      return [column];
    }
    return [];
  });
}

/** Adds the Main / # / △ / % values of every compared metric to each row. */
export function processComparisonRecords(
  data: DataRecord[],
  columns: TableColumn[],
  suffix: string,
): DataRecord[] {
  const compared = columns.filter((c) => comparable(c, suffix));
  return data.map((row) => {
    const next: DataRecord = { ...row };
    for (const column of compared) {
      const original = Number(row[column.key]) || 0;
      const comparisonKey = column.isMetric
        ? `${column.key}__${suffix}`
        : `%${column.key.slice(1)}__${suffix}`;
      const comparison = Number(row[comparisonKey]) || 0;
      const { valueDifference, percentDifference } = calculateDifferences(original, comparison);
      next[`Main ${column.key}`] = original;
      next[`# ${column.key}`] = comparison;
      next[`△ ${column.key}`] = valueDifference;
      next[`% ${column.key}`] = percentDifference;
    }
    return next;
  });
}
