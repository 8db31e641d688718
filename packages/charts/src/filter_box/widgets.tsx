/**
 * The controls a filter box draws with, supplied by the page that shows it (the web app's
 * antd selects, button and explore's time range picker) through `FilterBoxWidgetsContext`;
 * without a provider (tests, a page that gives none) plain HTML controls stand in.
 */
import { createContext, type ComponentType, type ReactNode } from 'react';
import { COMMON_RANGE_VALUES, NO_TIME_RANGE } from '@tessera/core';
import type { ChartQueryContext, DataRecordValue } from '../types.js';

export interface FilterBoxOption {
  value: DataRecordValue;
  label: string;
  /** The option's metric as a share (0 to 1) of the largest: drawn as a bar behind it. */
  share?: number;
}

export interface FilterBoxSelectProps {
  /** The element id its label points at. */
  id: string;
  placeholder: string;
  multiple: boolean;
  clearable: boolean;
  /** A value, a list of values (multiple), or null. */
  value: unknown;
  options: FilterBoxOption[];
  /** Typed values not among the options may be chosen (Superset's creatable select). */
  creatable?: boolean;
  /**
   * Searches all the filter's values for typed text ("Search all filter options"): the options
   * its answer offers replace those given while the text is typed.
   */
  search?(text: string): Promise<FilterBoxOption[]>;
  onChange(value: unknown): void;
}

export interface FilterBoxTimeRangeProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}

export interface FilterBoxButtonProps {
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}

export interface FilterBoxWidgets {
  Select: ComponentType<FilterBoxSelectProps>;
  TimeRange: ComponentType<FilterBoxTimeRangeProps>;
  Button: ComponentType<FilterBoxButtonProps>;
  /** Asks the chart data API (a page without it: no search of all values). */
  fetchChartData?(body: ChartQueryContext): Promise<{ data?: Record<string, unknown>[] }[]>;
}

const optionKey = (value: unknown) => JSON.stringify(value ?? null);

function PlainSelect(props: FilterBoxSelectProps) {
  const chosen = Array.isArray(props.value)
    ? props.value
    : props.value == null
      ? []
      : [props.value];
  const byKey = new Map(props.options.map((o) => [optionKey(o.value), o.value]));
  return (
    <select
      id={props.id}
      multiple={props.multiple}
      value={props.multiple ? chosen.map(optionKey) : optionKey(chosen[0] ?? null)}
      onChange={(e) => {
        const picked = [...e.target.selectedOptions].map((o) => byKey.get(o.value) ?? null);
        props.onChange(props.multiple ? picked : (picked[0] ?? null));
      }}
      style={{ width: '100%' }}
    >
      {!props.multiple && <option value={optionKey(null)}>{props.placeholder}</option>}
      {props.options.map((o) => (
        <option key={optionKey(o.value)} value={optionKey(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function PlainTimeRange(props: FilterBoxTimeRangeProps) {
  const choices = [NO_TIME_RANGE, ...COMMON_RANGE_VALUES];
  if (!choices.includes(props.value)) choices.push(props.value);
  return (
    <select
      id={props.id}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      style={{ width: '100%' }}
    >
      {choices.map((choice) => (
        <option key={choice}>{choice}</option>
      ))}
    </select>
  );
}

function PlainButton(props: FilterBoxButtonProps) {
  return (
    <button type="button" disabled={props.disabled} onClick={props.onClick}>
      {props.children}
    </button>
  );
}

export const PLAIN_FILTER_BOX_WIDGETS: FilterBoxWidgets = {
  Select: PlainSelect,
  TimeRange: PlainTimeRange,
  Button: PlainButton,
};

export const FilterBoxWidgetsContext = createContext<FilterBoxWidgets>(PLAIN_FILTER_BOX_WIDGETS);
