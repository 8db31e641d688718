/**
 * The checks of the native filters dialog on Save (Superset's form rules, their texts): a
 * filter's name, dataset and column, its pre-filter and default value when switched on, and
 * parents that make no cycle (`hasCircularDependency`); a divider's title. The first invalid
 * item in the list's order, and its first invalid field in the form's order, is where the
 * dialog takes the person.
 */
import { NO_TIME_RANGE } from '@tessera/core';
import { isValidDefault } from './defaultValue';
import { filterTypeHas, type FilterDraft, type ItemDraft } from './filterDraft';

export const VALIDATION_TEXTS = {
  name: 'Name is required',
  title: 'Title is required',
  dataset: 'Dataset is required',
  column: 'Column is required',
  preFilter: 'Pre-filter is required',
  defaultValue: 'Please choose a valid value',
  cycle: 'Cyclic dependency detected',
} as const;

/** The fields that can be invalid, in the order the forms show them. */
export const FIELD_ORDER = [
  'title',
  'name',
  'dataset',
  'column',
  'parents',
  'preFilter',
  'defaultValue',
] as const;
export type FilterField = (typeof FIELD_ORDER)[number];

export type FieldErrors = Partial<Record<FilterField, string>>;

/** Whether following the parents from `id` comes back to a filter already on the way. */
export function hasCircularDependency(
  parents: ReadonlyMap<string, readonly string[]>,
  id: string,
  trace: readonly string[] = [],
): boolean {
  if (trace.includes(id)) return true;
  return (parents.get(id) ?? []).some((parent) =>
    hasCircularDependency(parents, parent, [...trace, id]),
  );
}

/** Each filter's parents as they will be saved. */
export function parentMap(drafts: readonly ItemDraft[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const d of drafts)
    if (d.kind === 'NATIVE_FILTER')
      map.set(d.id, filterTypeHas(d.filterType).parents && d.dependent ? d.parentIds : []);
  return map;
}

function filterErrors(draft: FilterDraft, parents: Map<string, string[]>): FieldErrors {
  const has = filterTypeHas(draft.filterType);
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = VALIDATION_TEXTS.name;
  if (has.dataset && draft.datasetId === undefined) errors.dataset = VALIDATION_TEXTS.dataset;
  if (has.column && !draft.column) errors.column = VALIDATION_TEXTS.column;
  if (hasCircularDependency(parents, draft.id)) errors.parents = VALIDATION_TEXTS.cycle;
  const timeRange = draft.timeRange && draft.timeRange !== NO_TIME_RANGE;
  if (has.preFilter && draft.preFiltered && !draft.adhocFilters.length && !timeRange)
    errors.preFilter = VALIDATION_TEXTS.preFilter;
  if (defaultRequired(draft) && !isValidDefault(draft.filterType, draft.defaultValue))
    errors.defaultValue = VALIDATION_TEXTS.defaultValue;
  return errors;
}

/**
 * Whether the default value must be given: "Filter has default value" is on, or forced on by
 * "Filter value is required" (unless the first value is selected by default).
 */
export function defaultRequired(draft: FilterDraft): boolean {
  if (filterTypeHas(draft.filterType).selectOptions && draft.controlValues.defaultToFirstItem)
    return false;
  return draft.hasDefault || !!draft.controlValues.enableEmptyFilter;
}

export interface Validation {
  errors: Record<string, FieldErrors>;
  /** The first invalid item and field, when there is one. */
  first?: { id: string; field: FilterField };
}

/** Checks the items kept (in the list's order). */
export function validateItems(drafts: readonly ItemDraft[]): Validation {
  const parents = parentMap(drafts);
  const errors: Record<string, FieldErrors> = {};
  let first: Validation['first'];
  for (const draft of drafts) {
    const found: FieldErrors =
      draft.kind === 'DIVIDER'
        ? draft.title.trim()
          ? {}
          : { title: VALIDATION_TEXTS.title }
        : filterErrors(draft, parents);
    const field = FIELD_ORDER.find((f) => found[f]);
    if (!field) continue;
    errors[draft.id] = found;
    first ??= { id: draft.id, field };
  }
  return { errors, first };
}
