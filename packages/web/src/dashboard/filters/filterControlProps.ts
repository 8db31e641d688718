/** What every filter control of the bar receives. */
import type { DashboardDataMask, DataMask, NativeFilter } from '@tessera/core';

export interface FilterControlProps {
  filter: NativeFilter;
  /** The bar's selection (every filter's: a child's values follow its parents'). */
  selected: DashboardDataMask;
  /** Sets this filter's part of the selection. */
  onChange(mask: DataMask): void;
  dashboardId: number;
  /** The id the filter's label points at. */
  inputId: string;
  /** The id of the text that describes the control (its description, its error). */
  describedBy?: string;
}
