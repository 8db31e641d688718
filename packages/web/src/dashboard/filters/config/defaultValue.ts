/**
 * A filter's default value as the dialog edits it (each type's shape, whether it is one) and
 * the data mask it starts with (`defaultDataMask`: the value's extra form data and label as
 * core's nativeFilterMask.ts makes them for the bar).
 */
import {
  nativeFilterExtraFormData,
  nativeFilterLabel,
  type DataMask,
  type NativeFilterType,
} from '@tessera/core';

/** What a filter without a default starts with (Superset's `getInitialDataMask()`). */
export const EMPTY_DATA_MASK: DataMask = { extraFormData: {}, filterState: {}, ownState: {} };

/** The value a saved default data mask holds (`filterState.value`). */
export function defaultValueOf(mask: DataMask | undefined): unknown {
  const value = mask?.filterState?.value;
  return value === null ? undefined : value;
}

type RangeValue = [number | null, number | null];

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A range's two bounds, each a number or null. */
export function rangeOf(value: unknown): RangeValue {
  const [lower, upper] = Array.isArray(value) ? value : [];
  return [isNumber(lower) ? lower : null, isNumber(upper) ? upper : null];
}

/** A Value filter's values (always a list). */
export function valuesOf(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** The one value of a time grain or time column filter (kept as a one-item list). */
export function singleOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first ? first : undefined;
}

/** Whether a default value is one (Superset's `isValidFilterValue`). */
export function isValidDefault(type: NativeFilterType, value: unknown): boolean {
  switch (type) {
    case 'filter_range': {
      const [lower, upper] = rangeOf(value);
      return lower !== null || upper !== null;
    }
    case 'filter_select':
      return valuesOf(value).length > 0;
    case 'filter_time':
      return typeof value === 'string' && value.trim() !== '';
    default:
      return singleOf(value) !== undefined;
  }
}

interface DefaultSource {
  filterType: NativeFilterType;
  column?: string;
  hasDefault: boolean;
  defaultValue: unknown;
  controlValues: { inverseSelection?: boolean; defaultToFirstItem?: boolean };
}

/** The data mask a filter starts with (an empty one without a valid default). */
export function defaultDataMaskOf(source: DefaultSource): DataMask {
  const { filterType, column, defaultValue: value, controlValues } = source;
  if (!source.hasDefault || controlValues.defaultToFirstItem || !isValidDefault(filterType, value))
    return EMPTY_DATA_MASK;
  const saved =
    filterType === 'filter_timegrain' || filterType === 'filter_timecolumn'
      ? [singleOf(value)]
      : filterType === 'filter_select'
        ? valuesOf(value)
        : filterType === 'filter_range'
          ? rangeOf(value)
          : value;
  // A value's label as the bar shows it (a time grain's name is the bar's to give).
  const label =
    filterType === 'filter_select' || filterType === 'filter_range'
      ? nativeFilterLabel(filterType, saved, controlValues)
      : undefined;
  return {
    extraFormData: nativeFilterExtraFormData(filterType, column, saved, controlValues),
    filterState: label === undefined ? { value: saved } : { value: saved, label },
    ownState: {},
  };
}
