import type { ChartTheme, DataRecordValue } from '../chartProps.js';
import type { ChartQueryContext } from '../types.js';

/** One value a select filter offers, with the metric its bar is sized by. */
export interface FilterBoxChoice {
  id: DataRecordValue;
  text: string;
  metric: number;
}

/** A select filter as the filter box draws it. */
export interface FilterBoxField {
  /** The column (its legacy filter key). */
  key: string;
  label: string;
  multiple: boolean;
  clearable: boolean;
  asc: boolean;
  searchAllOptions: boolean;
}

export interface FilterBoxChartProps {
  chartId: number;
  width: number;
  height: number;
  theme: ChartTheme;
  filtersFields: FilterBoxField[];
  /** Per column, the values offered. */
  filtersChoices: Record<string, FilterBoxChoice[]>;
  instantFiltering: boolean;
  showDateFilter: boolean;
  showSqlaTimeGrain: boolean;
  showSqlaTimeColumn: boolean;
  /** `[grain, label]` of the dataset's engine. */
  timeGrainChoices: [string | null, string][];
  /** The dataset's temporal columns. */
  timeColumnChoices: string[];
  /** What the dashboard holds for this filter box, by column or time key. */
  origSelectedValues: Record<string, unknown>;
  /** The chart data request of a select filter's search of all its values, for typed text. */
  searchQuery(column: string, text: string): ChartQueryContext;
  /** The values that request's rows offer. */
  searchChoices(column: string, rows: readonly Record<string, unknown>[]): FilterBoxChoice[];
  /** Hands the dashboard a selection (Superset's `onAddFilter`). */
  onChange: (selection: Record<string, unknown>, merge: boolean) => void;
}
