/**
 * A filter's default value, one control per type: a Value filter's values (the column's
 * values to pick from, or typed), a range's two bounds, a time range (explore's picker), a
 * time grain of the dataset, a temporal column of the dataset.
 */
import { InputNumber, Select, Space } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { NativeFilterType } from '@tessera/core';
import type { DashboardDataset } from '../../../api/dashboardPage';
import { useColumnValuesQuery } from '../../../api/exploreApi';
import { rangeOf, singleOf, valuesOf } from './defaultValue';
import { TimeRangeControl } from './exploreControls';

export interface DefaultValueControlProps {
  id: string;
  filterType: NativeFilterType;
  dataset?: DashboardDataset;
  column?: string;
  multiple: boolean;
  value: unknown;
  invalid: boolean;
  onChange(value: unknown): void;
}

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function ValuesSelect(props: DefaultValueControlProps) {
  const { dataset, column } = props;
  const lookup = useColumnValuesQuery(
    dataset && column ? { datasourceType: 'table', datasourceId: dataset.id, column } : skipToken,
  );
  const numeric = dataset?.columns.find((c) => c.column_name === column)?.type_generic === 0;
  const options = (lookup.currentData?.result ?? [])
    .filter(isScalar)
    .map((v) => ({ value: v as string | number, label: String(v) }));
  return (
    <Select<(string | number)[]>
      id={props.id}
      mode="tags"
      maxCount={props.multiple ? undefined : 1}
      status={props.invalid ? 'error' : undefined}
      aria-invalid={props.invalid || undefined}
      placeholder="Choose or type values"
      loading={lookup.isFetching}
      options={options}
      value={valuesOf(props.value).filter(isScalar) as (string | number)[]}
      onChange={(values) =>
        props.onChange(
          values.map((v) =>
            numeric && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
              ? Number(v)
              : v,
          ),
        )
      }
      style={{ width: '100%' }}
    />
  );
}

function RangeInputs(props: DefaultValueControlProps) {
  const [lower, upper] = rangeOf(props.value);
  const status = props.invalid ? 'error' : undefined;
  return (
    <Space.Compact>
      <InputNumber
        id={props.id}
        aria-label="Range start"
        placeholder="Min"
        status={status}
        value={lower}
        onChange={(v) => props.onChange([typeof v === 'number' ? v : null, upper])}
      />
      <InputNumber
        aria-label="Range end"
        placeholder="Max"
        status={status}
        value={upper}
        onChange={(v) => props.onChange([lower, typeof v === 'number' ? v : null])}
      />
    </Space.Compact>
  );
}

export function DefaultValueControl(props: DefaultValueControlProps) {
  const { dataset } = props;
  const single = (options: { value: string; label: string }[]) => (
    <Select<string>
      id={props.id}
      status={props.invalid ? 'error' : undefined}
      aria-invalid={props.invalid || undefined}
      placeholder="Choose a value"
      options={options}
      value={singleOf(props.value)}
      onChange={(v) => props.onChange([v])}
      style={{ width: '100%' }}
    />
  );
  switch (props.filterType) {
    case 'filter_select':
      return <ValuesSelect {...props} />;
    case 'filter_range':
      return <RangeInputs {...props} />;
    case 'filter_time':
      return (
        <div id={props.id} tabIndex={-1}>
          <TimeRangeControl
            name={props.id}
            value={typeof props.value === 'string' ? props.value : undefined}
            onChange={props.onChange}
          />
        </div>
      );
    case 'filter_timegrain':
      return single(
        (dataset?.time_grain_sqla ?? [])
          .filter((g): g is [string, string] => typeof g[0] === 'string')
          .map(([value, label]) => ({ value, label })),
      );
    default:
      return single(
        (dataset?.columns ?? [])
          .filter((c) => c.is_dttm)
          .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name })),
      );
  }
}
