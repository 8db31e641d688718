/**
 * The annotation layers a chart's form data names (`annotation_layers`, superset-api.md
 * §3.2), wherever a saved chart keeps them: its `params`, each query of its query context and
 * the query context's `form_data`. An entry of sourceType `NATIVE` names an annotation layer,
 * one of `table` or `line` a chart: by id in a store, by uuid in a bundle. FORMULA entries name
 * nothing.
 */
import { CHART_SOURCE_TYPES } from '../../chartData/annotations/chartAnnotations.js';
import { isObject, type JsonObject } from './relinkDashboard.js';

export type AnnotationSource = 'layer' | 'chart';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What kind of object an entry names, if any. */
export function sourceOf(entry: JsonObject): AnnotationSource | null {
  if (entry.annotationType === 'FORMULA') return null;
  if (entry.sourceType === 'NATIVE') return 'layer';
  return CHART_SOURCE_TYPES.has(String(entry.sourceType ?? '')) ? 'chart' : null;
}

/** The id a value gives, as a store names its objects (a whole number, or its digits). */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The uuid a value gives (lower case), as a bundle names objects. */
export const uuidOf = (value: unknown): string | null =>
  typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;

/** A stored JSON text as a value (null when there is none or it is not JSON). */
export function parsedJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The `annotation_layers` lists of form data and a query context (the arrays themselves). */
export function annotationLists(params: unknown, context: unknown): unknown[][] {
  const lists: unknown[][] = [];
  const add = (holder: unknown) => {
    if (isObject(holder) && Array.isArray(holder.annotation_layers))
      lists.push(holder.annotation_layers);
  };
  add(params);
  if (isObject(context)) {
    if (Array.isArray(context.queries)) context.queries.forEach(add);
    add(context.form_data);
  }
  return lists;
}

/** The uuids the entries of the lists name, by kind. */
export function namedUuids(lists: unknown[][]): { source: AnnotationSource; uuid: string }[] {
  return lists.flat().flatMap((entry) => {
    const source = isObject(entry) ? sourceOf(entry) : null;
    const uuid = isObject(entry) ? uuidOf(entry.value) : null;
    return source && uuid ? [{ source, uuid }] : [];
  });
}

/**
 * Keeps, in place, the entries `keep` answers true for (it may change their `value`);
 * answers whether any list changed.
 */
export async function keepEntries(
  lists: unknown[][],
  keep: (entry: unknown) => Promise<boolean>,
): Promise<boolean> {
  let changed = false;
  for (const list of lists) {
    const kept: unknown[] = [];
    for (const entry of list) {
      const value = isObject(entry) ? entry.value : undefined;
      if (await keep(entry)) kept.push(entry);
      else changed = true;
      if (isObject(entry) && entry.value !== value) changed = true;
    }
    list.splice(0, list.length, ...kept);
  }
  return changed;
}
