/**
 * filter_time (Superset's Time range filter plugin): explore's time range picker; "No filter"
 * is no filter.
 */
import { NO_TIME_RANGE, nativeFilterDataMask } from '@tessera/core';
import type { ControlConfig } from '@tessera/charts';
import { DateFilterControl } from '../../explore/controls/DateFilterControl';
import type { FilterControlProps } from './filterControlProps';

/** What the picker reads of a control panel's props: only its name, value and change. */
const PANEL = { config: {} as ControlConfig, datasource: undefined as never, formData: {} };

export function TimeFilter({
  filter,
  selected,
  onChange,
  inputId,
  describedBy,
}: FilterControlProps) {
  const value = selected[filter.id]?.filterState?.value;
  return (
    <div id={inputId} aria-describedby={describedBy} data-test="filter-time">
      <DateFilterControl
        {...PANEL}
        name={filter.id}
        value={typeof value === 'string' ? value : NO_TIME_RANGE}
        placement="bottom"
        onChange={(v) =>
          onChange(
            nativeFilterDataMask(
              filter,
              typeof v === 'string' && v !== NO_TIME_RANGE ? v : undefined,
            ),
          )
        }
      />
    </div>
  );
}
