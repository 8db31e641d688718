/**
 * The controls a filter box draws with wherever a chart is drawn (charts' widgets.tsx;
 * ChartView provides them): antd's Select (values typed in are kept, as Superset's creatable
 * select keeps them; each option with the bar of its metric; with "Search all filter options",
 * the typed text searched on the server, debounced), antd's Button, explore's time range
 * picker (the one the native time range filter uses), and the chart data API.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Button, Select, theme } from 'antd';
import type { ChartDataQueryResult } from '@tessera/core';
import { postChartData } from '../../api/chartData';
import { useDebounced } from '../useDebounced';
import {
  FilterBoxWidgetsContext,
  type FilterBoxOption,
  type ControlConfig,
  type FilterBoxButtonProps,
  type FilterBoxSelectProps,
  type FilterBoxTimeRangeProps,
  type FilterBoxWidgets,
} from '@tessera/charts';

/** Explore's picker, loaded with the first filter box that shows a date filter. */
const DateFilterControl = lazy(() =>
  import('../../explore/controls/DateFilterControl').then((m) => ({
    default: m.DateFilterControl,
  })),
);

type OptionValue = string | number;

/** antd's selects take texts and numbers: a boolean goes by its text. */
const optionValue = (value: unknown): OptionValue =>
  typeof value === 'number' ? value : String(value);

/** Superset's select constants: virtualised above 100 options, menu height at most 220. */
const VIRTUAL_THRESHOLD = 100;
const MENU_MAX_HEIGHT = 220;

const asList = (value: unknown): unknown[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The options a select shows: those it was given, or, while typed text has been searched on
 * the server (`search`, debounced), that search's answer (the chosen values kept among them).
 */
function useSearchedOptions(props: FilterBoxSelectProps, chosenValues: readonly OptionValue[]) {
  const [typed, setTyped] = useState('');
  const text = useDebounced(props.search ? typed.trim() : '');
  const [found, setFound] = useState<{ text: string; options: FilterBoxOption[] } | null>(null);
  const search = useEffectEvent((t: string) => props.search?.(t) ?? Promise.resolve([]));
  useEffect(() => {
    if (!text) return undefined;
    let live = true;
    search(text).then(
      (options) => live && setFound({ text, options }),
      () => live && setFound({ text, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  const chosen = new Set(chosenValues);
  const options =
    text && found?.text === text
      ? [
          ...props.options.filter((o) => chosen.has(optionValue(o.value))),
          ...found.options.filter((o) => !chosen.has(optionValue(o.value))),
        ]
      : props.options;
  return { options, onSearch: props.search ? setTyped : undefined };
}

function FilterBoxSelect(props: FilterBoxSelectProps) {
  const { token } = theme.useToken();
  const chosen = asList(props.value).map(optionValue);
  const { options, onSearch } = useSearchedOptions(props, chosen);
  const shares = new Map(options.map((o) => [optionValue(o.value), o.share ?? 0]));
  const values = new Map<OptionValue, unknown>(options.map((o) => [optionValue(o.value), o.value]));
  const original = (v: OptionValue) => (values.has(v) ? values.get(v) : v);
  return (
    <Select<OptionValue | OptionValue[]>
      id={props.id}
      style={{ width: '100%' }}
      mode={props.multiple ? (props.creatable ? 'tags' : 'multiple') : undefined}
      showSearch={onSearch ? { onSearch } : true}
      // a closed list forgets its search, as the text typed in it is gone
      onOpenChange={(open) => {
        if (!open) onSearch?.('');
      }}
      allowClear={props.clearable}
      placeholder={props.placeholder}
      value={props.multiple ? chosen : chosen[0]}
      options={options.map((o) => ({ value: optionValue(o.value), label: o.label }))}
      onChange={(next) =>
        props.onChange(
          next === undefined || next === null
            ? null
            : Array.isArray(next)
              ? next.map(original)
              : original(next),
        )
      }
      virtual={options.length > VIRTUAL_THRESHOLD}
      listHeight={MENU_MAX_HEIGHT}
      maxTagCount="responsive"
      notFoundContent="No results found"
      optionRender={(option) => {
        const percent = Math.round((shares.get(option.value as OptionValue) ?? 0) * 100);
        const bar = token.colorFillSecondary;
        return (
          <div
            style={{
              backgroundImage: `linear-gradient(to right, ${bar}, ${bar} ${percent}%, transparent ${percent}%)`,
            }}
          >
            {option.label}
          </div>
        );
      }}
    />
  );
}

/** What the picker reads of a control panel's props: only its name, value and change. */
const PANEL = { config: {} as ControlConfig, datasource: undefined as never, formData: {} };

function FilterBoxTimeRange(props: FilterBoxTimeRangeProps) {
  return (
    <div id={props.id} role="group" aria-labelledby={`${props.id}-label`}>
      <Suspense fallback={props.value}>
        <DateFilterControl
          {...PANEL}
          name={props.id}
          value={props.value}
          placement="bottom"
          onChange={(v) => props.onChange(String(v))}
        />
      </Suspense>
    </div>
  );
}

function FilterBoxButton(props: FilterBoxButtonProps) {
  return (
    <Button type="primary" size="small" disabled={props.disabled} onClick={props.onClick}>
      {props.children}
    </Button>
  );
}

export const FILTER_BOX_WIDGETS: FilterBoxWidgets = {
  Select: FilterBoxSelect,
  TimeRange: FilterBoxTimeRange,
  Button: FilterBoxButton,
  fetchChartData: (body) => postChartData<ChartDataQueryResult>(body),
};

/** Gives the filter boxes below this app's controls. */
export function FilterBoxWidgetsProvider({ children }: { children: ReactNode }) {
  return (
    <FilterBoxWidgetsContext.Provider value={FILTER_BOX_WIDGETS}>
      {children}
    </FilterBoxWidgetsContext.Provider>
  );
}
