/**
 * What the explore page tells of a dataset and its saved metrics besides their names (spec
 * §3, §6): who owns the dataset (owners given as `{id}` or `{value}`), the dataset's warning
 * (extra.warning_markdown) and health check message, a metric's warning (warning_markdown,
 * else warning_text) and its certification ("Certified by X" and the details).
 */
import type { ExploreDataset } from '@tessera/core';
import { readExtra } from '../datasets/datasetExtra';
import type { ExploreMetric } from './types';

/** An owner as the explore answer or a dataset form gives it. */
export interface OwnerRef {
  id?: number;
  value?: number;
}

export function isDatasetOwner(
  datasource: { owners?: OwnerRef[] | ExploreDataset['owners'] },
  userId: number | undefined,
): boolean {
  if (userId === undefined) return false;
  return ((datasource.owners ?? []) as OwnerRef[]).some(
    (o) => o.id === userId || o.value === userId,
  );
}

/** The dataset's warning markdown (extra.warning_markdown), if any. */
export function datasetWarning(datasource: Pick<ExploreDataset, 'extra'>): string | null {
  return readExtra(datasource.extra)?.warningMarkdown || null;
}

/** A saved metric with the fields the explore answer may carry for its notes. */
export type NotedMetric = ExploreMetric & { warning_markdown?: string | null };

/** The metric's warning: its warning_markdown, else its warning_text. */
export function metricWarning(metric: NotedMetric): string | null {
  return metric.warning_markdown || metric.warning_text || null;
}

export function isCertifiedMetric(metric: NotedMetric): boolean {
  return Boolean(metric.is_certified || metric.certified_by);
}

/** The certified badge's tooltip lines: "Certified by X", then the details. */
export function certificationLines(
  certifiedBy: string | null | undefined,
  details: string | null | undefined,
): string[] {
  const lines = [certifiedBy ? `Certified by ${certifiedBy}` : '', details ?? ''].filter(Boolean);
  return lines.length ? lines : ['Certified'];
}
