import { toDate } from '@tessera/core';
import type { DataRecordValue } from '../types.js';

/** A metric value as a number: numbers as they are, text as a timestamp (`MAX(ds)`). */
export function parseMetricValue(value: DataRecordValue | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const time = toDate(value).getTime();
  return Number.isNaN(time) ? null : time;
}
