/**
 * The filter box (Superset's FilterBox): a date filter, the time grain and time column
 * selects, one select per filter config (its values with a bar of their metric), and an Apply
 * button unless it filters instantly; a select with "Search all filter options" searches all
 * its column's values for the typed text through the chart data API (the page's widgets). Its
 * selection goes to the dashboard as legacy filters (column, or `__time_range` /
 * `__time_grain` / `__time_col`, → value); what the dashboard holds for it is what it shows.
 * The controls are the page's (widgets.tsx).
 */
import { useContext, useState, type ReactNode } from 'react';
import { NO_TIME_RANGE, TIME_FILTER_LABELS, TIME_FILTER_MAP } from '@tessera/core';
import { themeColors } from '../shared/echarts/constants.js';
import type { DataRecordValue } from '../types.js';
import type { FilterBoxChartProps, FilterBoxChoice, FilterBoxField } from './types.js';
import { FilterBoxWidgetsContext, type FilterBoxOption } from './widgets.js';

const TIME_KEYS: string[] = Object.values(TIME_FILTER_MAP);

/** A changed control's value as the legacy filters hold it: a select's always a list. */
export function legacyFilterValue(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (TIME_KEYS.includes(key)) return value;
  return Array.isArray(value) ? value : [value];
}

/** The choices, with chosen values not among them first, as options with their bar. */
export function filterOptions(choices: FilterBoxChoice[], chosen: unknown): FilterBoxOption[] {
  const known = new Set(choices.map((c) => c.id));
  const extra = (Array.isArray(chosen) ? chosen : chosen == null ? [] : [chosen])
    .filter((value) => value !== null && !known.has(value as DataRecordValue))
    .map((value) => ({ id: value as DataRecordValue, text: String(value), metric: 0 }));
  const all = [...extra, ...choices].filter((c) => c.id !== null);
  const max = Math.max(0, ...all.map((c) => c.metric));
  return all.map((c) => ({ value: c.id, label: c.text, share: max > 0 ? c.metric / max : 0 }));
}

function Field(props: {
  id: string;
  label: string;
  labelFor?: boolean;
  /** Shares a row with others (the time grain and time column). */
  inRow?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        minWidth: 0,
        flex: props.inRow ? '1 1 160px' : 'none',
      }}
    >
      <label id={`${props.id}-label`} htmlFor={props.labelFor ? props.id : undefined}>
        <strong>{props.label}</strong>
      </label>
      {props.children}
    </div>
  );
}

/** The dashboard's values, and whether they changed since the box last drew them. */
function useSelection(held: Record<string, unknown>) {
  const heldKey = JSON.stringify(held);
  const [state, setState] = useState({ heldKey, selected: held, hasChanged: false });
  if (state.heldKey !== heldKey) {
    const next = { heldKey, selected: held, hasChanged: false };
    setState(next);
    return [next, setState] as const;
  }
  return [state, setState] as const;
}

export default function FilterBox(props: FilterBoxChartProps) {
  const { Select, TimeRange, Button, fetchChartData } = useContext(FilterBoxWidgetsContext);
  const [{ selected, hasChanged }, setState] = useSelection(props.origSelectedValues);
  const colors = themeColors(props.theme);
  const idOf = (key: string) => `filter-box-${props.chartId}-${key}`;

  const changeFilter = (key: string, value: unknown) => {
    const vals = legacyFilterValue(key, value);
    setState((s) => ({ ...s, selected: { ...s.selected, [key]: vals }, hasChanged: true }));
    if (props.instantFiltering) props.onChange({ [key]: vals }, false);
  };
  const apply = () => {
    setState((s) => ({ ...s, hasChanged: false }));
    props.onChange(selected, false);
  };

  const timeSelect = (
    control: 'time_grain_sqla' | 'granularity_sqla',
    options: FilterBoxOption[],
  ) => {
    const key = TIME_FILTER_MAP[control];
    const label = TIME_FILTER_LABELS[control];
    return (
      <Field key={key} id={idOf(key)} label={label} labelFor inRow>
        <Select
          id={idOf(key)}
          placeholder={`Select [${label}]`}
          multiple={false}
          clearable
          value={selected[key] ?? null}
          options={options}
          onChange={(v) => changeFilter(key, v)}
        />
      </Field>
    );
  };
  const selectFilter = (field: FilterBoxField) => (
    <Field key={field.key} id={idOf(field.key)} label={field.label} labelFor>
      <Select
        id={idOf(field.key)}
        placeholder={`Type or Select [${field.label}]`}
        multiple={field.multiple}
        clearable={field.clearable}
        creatable
        value={selected[field.key] ?? null}
        options={filterOptions(props.filtersChoices[field.key] ?? [], selected[field.key])}
        search={
          field.searchAllOptions && fetchChartData
            ? async (text) => {
                const [first] = await fetchChartData(props.searchQuery(field.key, text));
                return filterOptions(props.searchChoices(field.key, first?.data ?? []), null);
              }
            : undefined
        }
        onChange={(v) => changeFilter(field.key, v)}
      />
    </Field>
  );

  const timeRangeKey = TIME_FILTER_MAP.time_range;
  const grains = props.timeGrainChoices
    .filter(([grain]) => grain !== null)
    .map(([grain, label]) => ({ value: grain, label }));
  const timeColumns = props.timeColumnChoices.map((c) => ({ value: c, label: c }));
  return (
    <div
      className="filter_box"
      data-test="filter-box"
      style={{
        width: props.width,
        height: props.height,
        overflow: 'auto',
        boxSizing: 'border-box',
        padding: '4px 2px',
        color: colors.text,
        display: 'flex',
        flexDirection: 'column',
        gap: 10,
      }}
    >
      {props.showDateFilter && (
        <Field id={idOf(timeRangeKey)} label={TIME_FILTER_LABELS.time_range}>
          <TimeRange
            id={idOf(timeRangeKey)}
            label={TIME_FILTER_LABELS.time_range}
            value={String(selected[timeRangeKey] || NO_TIME_RANGE)}
            onChange={(v) => changeFilter(timeRangeKey, v)}
          />
        </Field>
      )}
      {(props.showSqlaTimeGrain || props.showSqlaTimeColumn) && (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {props.showSqlaTimeGrain && timeSelect('time_grain_sqla', grains)}
          {props.showSqlaTimeColumn && timeSelect('granularity_sqla', timeColumns)}
        </div>
      )}
      {props.filtersFields.map(selectFilter)}
      {!props.instantFiltering && (
        <div>
          <Button disabled={!hasChanged} onClick={apply}>
            Apply
          </Button>
        </div>
      )}
    </div>
  );
}
