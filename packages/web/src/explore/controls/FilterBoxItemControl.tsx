/**
 * FilterBoxItemControl: one of a filter box's `filter_configs`, shown by its column, edited in
 * a popover ("Filter configuration"): column, label, default value (several separated by
 * semicolons when multiple), sort metric, sort ascending, multiple selections, search all
 * filter options, required.
 */
import { EditOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Popover, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { FilterBoxConfig } from '@tessera/core';
import type { ExploreDatasource } from './types';

const INTEGRAL_TYPES = new Set(['TINYINT', 'SMALLINT', 'INT', 'INTEGER', 'BIGINT', 'LONG']);
const DECIMAL_TYPES = new Set(['FLOAT', 'DOUBLE', 'REAL', 'NUMERIC', 'DECIMAL', 'MONEY']);

/** A single value filter's default in its column's type (Superset's FilterBoxItemControl). */
export function typedDefaultValue(
  text: string,
  config: FilterBoxConfig,
  datasource: Pick<ExploreDatasource, 'columns'>,
): unknown {
  if (!text || config.multiple) return text;
  const column = datasource.columns.find((c) => c.column_name === config.column);
  const type = column?.type?.toUpperCase() ?? '';
  if (type === 'BOOLEAN') return text === 'true';
  if (INTEGRAL_TYPES.has(type)) return Number.isNaN(Number(text)) ? null : parseInt(text, 10);
  if (DECIMAL_TYPES.has(type)) return Number.isNaN(Number(text)) ? null : parseFloat(text);
  return text;
}

function Row(props: { label: string; tooltip?: string; children: ReactNode }) {
  const label = props.tooltip ? (
    <Tooltip title={props.tooltip}>
      <span>{props.label}</span>
    </Tooltip>
  ) : (
    props.label
  );
  return (
    <label style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 8, marginBottom: 8 }}>
      <span>{label}</span>
      {props.children}
    </label>
  );
}

function CheckRow(props: {
  label: string;
  tooltip: string;
  value: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <Row label={props.label} tooltip={props.tooltip}>
      <Checkbox
        aria-label={props.label}
        checked={props.value}
        onChange={(e) => props.onChange(e.target.checked)}
      />
    </Row>
  );
}

export function FilterBoxItemControl(props: {
  value: unknown;
  onChange(value: unknown): void;
  datasource?: ExploreDatasource;
}) {
  const config = (props.value ?? {}) as FilterBoxConfig;
  const columns = props.datasource?.columns ?? [];
  const metrics = props.datasource?.metrics ?? [];
  const set = (change: Partial<FilterBoxConfig>) => props.onChange({ ...config, ...change });
  const form = (
    <div style={{ width: 350 }}>
      <Row label="Column">
        <Select
          aria-label="Column"
          value={config.column || undefined}
          showSearch
          options={columns.map((c) => ({ value: c.column_name, label: c.column_name }))}
          onChange={(column: string) => set({ column })}
        />
      </Row>
      <Row label="Label">
        <Input value={config.label ?? ''} onChange={(e) => set({ label: e.target.value })} />
      </Row>
      <Row
        label="Default"
        tooltip="(optional) default value for the filter, when using the multiple option, you can use a semicolon-delimited list of options."
      >
        <Input
          value={config.defaultValue == null ? '' : String(config.defaultValue)}
          onChange={(e) =>
            set({
              defaultValue: props.datasource
                ? typedDefaultValue(e.target.value, config, props.datasource)
                : e.target.value,
            })
          }
        />
      </Row>
      <Row label="Sort metric" tooltip="Metric to sort the results by">
        <Select
          aria-label="Sort metric"
          value={config.metric || undefined}
          allowClear
          options={metrics.map((m) => ({ value: m.metric_name, label: m.metric_name }))}
          onChange={(metric?: string) => set({ metric: metric ?? null })}
        />
      </Row>
      <CheckRow
        label="Sort ascending"
        tooltip="Check for sorting ascending"
        value={config.asc ?? true}
        onChange={(asc) => set({ asc })}
      />
      <CheckRow
        label="Allow multiple selections"
        tooltip="Multiple selections allowed, otherwise filter is limited to a single value"
        value={Boolean(config.multiple)}
        onChange={(multiple) => set({ multiple })}
      />
      <CheckRow
        label="Search all filter options"
        tooltip="By default, each filter loads at most 1000 choices at the initial page load. Check this box if you have more than 1000 filter values and want to enable dynamically searching that loads filter values as users type (may add stress to your database)."
        value={Boolean(config.searchAllOptions)}
        onChange={(searchAllOptions) => set({ searchAllOptions })}
      />
      <CheckRow
        label="Required"
        tooltip="User must select a value for this filter"
        value={config.clearable === false}
        onChange={(required) => set({ clearable: !required })}
      />
    </div>
  );
  return (
    <span data-test="FilterBoxItemControl">
      {config.column || 'N/A'}{' '}
      <Popover trigger="click" placement="right" title="Filter configuration" content={form}>
        <Button size="small" type="text" aria-label="Edit filter" icon={<EditOutlined />} />
      </Popover>
    </span>
  );
}
