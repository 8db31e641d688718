/**
 * filter_select (Superset's Select filter plugin): the distinct values of its column, narrowed
 * by its parents' selections, one or many chosen (`multiSelect`), searched among the values it
 * has or, with "Dynamically search all filter values", on the server (the typed text as an
 * ILIKE filter, debounced); a list past 100 options is virtualised.
 */
import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import {
  cascadeExtraFormData,
  filterValueText,
  nativeFilterColumn,
  nativeFilterDataMask,
} from '@tessera/core';
import type { FilterControlProps } from './filterControlProps';
import { useFilterValues } from './useFilterValues';
import { selectValuesRequest } from './valuesQuery';

/** Superset's SLOW_DEBOUNCE before a typed search is asked. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The spec's select constants: virtualised above 100 options, menu height at most 220. */
export const VIRTUAL_THRESHOLD = 100;
export const MENU_MAX_HEIGHT = 220;

type OptionValue = string | number | boolean;

/** Superset's placeholder: the number of options, or "No data". */
export const optionsPlaceholder = (n: number) =>
  n === 0 ? 'No data' : `${n} option${n === 1 ? '' : 's'}`;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function SelectFilter({
  filter,
  selected,
  onChange,
  dashboardId,
  inputId,
  describedBy,
}: FilterControlProps) {
  const column = nativeFilterColumn(filter) ?? '';
  const { multiSelect = true, searchAllOptions } = filter.controlValues ?? {};
  const [typed, setTyped] = useState('');
  const search = useDebounced(searchAllOptions ? typed : '', SEARCH_DEBOUNCE_MS);
  const dependencies = useMemo(() => cascadeExtraFormData(filter, selected), [filter, selected]);
  const body = useMemo(
    () => selectValuesRequest(filter, { dependencies, dashboardId, search }),
    [filter, dependencies, dashboardId, search],
  );
  const values = useFilterValues(dashboardId, body);
  const options = useMemo(() => {
    const seen = new Set<string>();
    const out: { value: OptionValue; label: string }[] = [];
    for (const row of values.rows) {
      const value = row[column] as OptionValue;
      const key = JSON.stringify(value);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ value, label: filterValueText(value) });
    }
    return out;
  }, [values.rows, column]);

  const current = selected[filter.id]?.filterState?.value;
  const chosen = Array.isArray(current) ? (current as OptionValue[]) : [];
  const placeholder =
    values.loading && !options.length ? 'Loading...' : optionsPlaceholder(options.length);

  const change = (next: OptionValue | OptionValue[] | undefined | null) => {
    const list = next === undefined || next === null ? [] : Array.isArray(next) ? next : [next];
    onChange(nativeFilterDataMask(filter, list.length ? list : undefined));
  };

  return (
    <Select
      id={inputId}
      aria-describedby={describedBy}
      data-test="filter-select"
      style={{ width: '100%', minWidth: 160 }}
      mode={multiSelect ? 'multiple' : undefined}
      allowClear
      showSearch={
        searchAllOptions
          ? { filterOption: false, onSearch: setTyped, searchValue: typed }
          : { optionFilterProp: 'label' }
      }
      loading={values.loading}
      placeholder={placeholder}
      value={multiSelect ? chosen : chosen[0]}
      onChange={change}
      onBlur={() => setTyped('')}
      options={options}
      virtual={options.length > VIRTUAL_THRESHOLD}
      listHeight={MENU_MAX_HEIGHT}
      maxTagCount="responsive"
      status={values.error ? 'error' : undefined}
      notFoundContent={values.error ?? undefined}
    />
  );
}
