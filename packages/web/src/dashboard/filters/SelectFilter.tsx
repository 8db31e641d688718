/**
 * filter_select (Superset's Select filter plugin): the distinct values of its column, narrowed
 * by its parents' selections, one or many chosen (`multiSelect`), the typed text searched at
 * once among the values it has and, with "Dynamically search all filter values", on the server
 * too (the typed text as an ILIKE filter, debounced, or at once when nothing held matches it;
 * its answer replaces the values held, as Superset's Select does); a list past 100 options is
 * virtualised.
 */
import { useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import {
  cascadeExtraFormData,
  filterValueText,
  nativeFilterColumn,
  nativeFilterDataMask,
} from '@tessera/core';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../components/useDebounced';
import type { FilterControlProps } from './filterControlProps';
import { useFilterValues } from './useFilterValues';
import { selectValuesRequest } from './valuesQuery';

/** The spec's select constants: virtualised above 100 options, menu height at most 220. */
export const VIRTUAL_THRESHOLD = 100;
export const MENU_MAX_HEIGHT = 220;

type OptionValue = string | number | boolean;
type Option = { value: OptionValue; label: string };

/** Superset's placeholder: the number of options, or "No data". */
export const optionsPlaceholder = (n: number) =>
  n === 0 ? 'No data' : `${n} option${n === 1 ? '' : 's'}`;

/**
 * Superset's Select's own search among the options it holds: the typed text, trimmed, in any
 * case, within the option's label or value.
 */
export function optionMatches(
  search: string,
  option: { label?: unknown; value?: unknown } | undefined,
): boolean {
  const text = search.trim().toLowerCase();
  return [option?.label, option?.value].some(
    (part) =>
      part !== undefined && part !== null && String(part).trim().toLowerCase().includes(text),
  );
}

/**
 * The control's search: the typed text held by the page (so that closing the list clears it,
 * as Superset's Select does, and "Dynamically search all filter values" can follow it for the
 * server's search), always matched at once among the options held.
 */
export function selectSearch(
  typed: string,
  onSearch: (text: string) => void,
): SelectProps<OptionValue | OptionValue[], Option>['showSearch'] {
  return { filterOption: optionMatches, onSearch, searchValue: typed };
}

/**
 * How long a typed search of all values waits before it is asked of the server: Superset's
 * debounce while the options held still show matches (the person reads them while typing on),
 * none when nothing held matches and no values request is on its way (the list would only say
 * "Loading..." meanwhile); keys typed while that request runs wait for the debounce again.
 */
export function serverSearchWait(typed: string, held: readonly Option[], loading: boolean): number {
  if (loading || typed.trim() === '') return SEARCH_DEBOUNCE_MS;
  return held.some((option) => optionMatches(typed, option)) ? SEARCH_DEBOUNCE_MS : 0;
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
  // how long the typed text waits before it is searched on the server (set as it is typed)
  const [wait, setWait] = useState(SEARCH_DEBOUNCE_MS);
  const search = useDebounced(searchAllOptions ? typed : '', wait);
  const dependencies = useMemo(() => cascadeExtraFormData(filter, selected), [filter, selected]);
  const body = useMemo(
    () => selectValuesRequest(filter, { dependencies, dashboardId, search }),
    [filter, dependencies, dashboardId, search],
  );
  const values = useFilterValues(dashboardId, body);
  const options = useMemo(() => {
    const seen = new Set<string>();
    const out: Option[] = [];
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
  // a search of all values typed and not yet answered (waiting for the debounce or the server)
  const searching = values.loading || (Boolean(searchAllOptions) && typed !== search);

  /** The typed text: matched at once among the options held, then searched on the server. */
  const type = (text: string) => {
    setTyped(text);
    setWait(serverSearchWait(text, options, values.loading));
  };

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
      showSearch={selectSearch(typed, type)}
      loading={values.loading}
      placeholder={placeholder}
      value={multiSelect ? chosen : chosen[0]}
      onChange={change}
      onBlur={() => type('')}
      onOpenChange={(open) => {
        if (!open) type('');
      }}
      options={options}
      virtual={options.length > VIRTUAL_THRESHOLD}
      listHeight={MENU_MAX_HEIGHT}
      maxTagCount="responsive"
      status={values.error ? 'error' : undefined}
      notFoundContent={values.error ?? (searching ? 'Loading...' : undefined)}
    />
  );
}
