/**
 * Explore's controls as the dialog uses them (through explore's entrances): the adhoc filter
 * control for a filter's pre-filter, and the time range picker for a pre-filter's time range
 * and a time range filter's default.
 */
import type { ComponentProps } from 'react';
import type { AdhocFilter } from '@tessera/core';
import type { DashboardDataset } from '../../../api/dashboardPage';
import { AdhocFilterControl } from '../../../explore/controls/AdhocFilterControl';
import { DateFilterControl } from '../../../explore/controls/DateFilterControl';

type ControlProps = ComponentProps<typeof AdhocFilterControl>;
type Datasource = ControlProps['datasource'];

const NO_DATASOURCE = { id: 0, type: 'table', name: '', columns: [], metrics: [] } as unknown;

export function PreFilterControl(props: {
  name: string;
  dataset: DashboardDataset;
  value: AdhocFilter[];
  onChange(value: AdhocFilter[]): void;
}) {
  return (
    <AdhocFilterControl
      name={props.name}
      config={
        { type: 'AdhocFilterControl', allowedColumns: 'filterable' } as ControlProps['config']
      }
      value={props.value}
      datasource={props.dataset as Datasource}
      formData={{}}
      onChange={(value) => props.onChange((value ?? []) as AdhocFilter[])}
    />
  );
}

export function TimeRangeControl(props: {
  name: string;
  value: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <DateFilterControl
      name={props.name}
      config={{ type: 'DateFilterControl' }}
      value={props.value}
      datasource={NO_DATASOURCE as Datasource}
      formData={{}}
      placement="bottom"
      onChange={(value) => props.onChange(String(value))}
    />
  );
}
