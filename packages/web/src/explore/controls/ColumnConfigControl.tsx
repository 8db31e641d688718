/**
 * ColumnConfigControl: per-column display settings of the table (width, alignment,
 * formats, currency, cell bars, +/- colouring, truncation, cross-filter target), the
 * fields fitting each column's type. Shows 10 columns, with "Show all columns" /
 * "Show less columns" once there are more than 12.
 */
import { Button, Checkbox, Input, InputNumber, Popover, Radio, Select, Slider } from 'antd';
import { useState } from 'react';
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS, GenericDataType } from '@tessera/charts';
import type { CurrencyFormat } from '@tessera/core';
import { CurrencyControl } from './CurrencyControl';
import type { ControlProps } from './types';

export const COLUMN_CONFIG_SHOWN = 10;
export const COLUMN_CONFIG_COLLAPSE_OVER = 12;
const TRUNCATE_DESCRIPTION = 'Truncate long cells to the "min width" set above';
const EMIT_TARGET_DESCRIPTION =
  'If you wish to specify a different target column than the original column, ' +
  'it can be entered here';

type ColumnConfig = {
  columnWidth?: number;
  horizontalAlign?: 'left' | 'right' | 'center';
  d3NumberFormat?: string;
  d3SmallNumberFormat?: string;
  d3TimeFormat?: string;
  fractionDigits?: number;
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  truncateLongCells?: boolean;
  currencyFormat?: CurrencyFormat;
  emitTarget?: string;
  /** The radar's maximum of this metric's axis. */
  radarMetricMaxValue?: number;
};

type ColumnConfigField = keyof ColumnConfig;
type FormatField = 'd3NumberFormat' | 'd3SmallNumberFormat' | 'd3TimeFormat';
type FlagField =
  'showCellBars' | 'alignPositiveNegative' | 'colorPositiveNegative' | 'truncateLongCells';

/** The fields a column of this type offers (all of them when its type is unknown). */
export function columnConfigFields(type: GenericDataType | undefined): ColumnConfigField[] {
  const common: ColumnConfigField[] = ['columnWidth', 'horizontalAlign'];
  if (type === GenericDataType.NUMERIC) {
    return [
      ...common,
      'd3NumberFormat',
      'd3SmallNumberFormat',
      'currencyFormat',
      'fractionDigits',
      'showCellBars',
      'alignPositiveNegative',
      'colorPositiveNegative',
    ];
  }
  if (type === GenericDataType.TEMPORAL) return [...common, 'd3TimeFormat', 'emitTarget'];
  if (type === GenericDataType.STRING || type === GenericDataType.BOOLEAN) {
    return [...common, 'truncateLongCells', 'emitTarget'];
  }
  return [
    ...common,
    'd3NumberFormat',
    'd3SmallNumberFormat',
    'd3TimeFormat',
    'currencyFormat',
    'fractionDigits',
    'showCellBars',
    'alignPositiveNegative',
    'colorPositiveNegative',
    'truncateLongCells',
    'emitTarget',
  ];
}

/** The alignment a column has when none is set, as the table renders it. */
export const defaultHorizontalAlign = (type: GenericDataType | undefined): 'left' | 'right' =>
  type === GenericDataType.NUMERIC ? 'right' : 'left';

/** Which columns the list shows. */
export function shownColumns(names: string[], showAll: boolean): string[] {
  return names.length > COLUMN_CONFIG_COLLAPSE_OVER && !showAll
    ? names.slice(0, COLUMN_CONFIG_SHOWN)
    : names;
}

/**
 * The fields a chart type's `configFormLayout` names for a column type (keyed by the type's
 * name, NUMERIC..., or its number), or undefined when the layout says nothing of it.
 */
export function layoutFields(
  layout: Record<string, unknown> | undefined,
  type: GenericDataType | undefined,
): ColumnConfigField[] | undefined {
  if (!layout || type === undefined) return undefined;
  const name = Object.entries(GenericDataType).find(([, v]) => v === type)?.[0];
  const rows = layout[name ?? ''] ?? layout[String(type)];
  return Array.isArray(rows) ? (rows.flat() as ColumnConfigField[]) : undefined;
}

export function ColumnConfigEditor(props: {
  config: ColumnConfig;
  type?: GenericDataType;
  /** The fields the chart type lays out for this column's type (else the table's). */
  fields?: ColumnConfigField[];
  onChange(c: ColumnConfig): void;
}) {
  const c = props.config;
  const fields = new Set(props.fields ?? columnConfigFields(props.type));
  const set = (change: Partial<ColumnConfig>) => props.onChange({ ...c, ...change });
  const opts = (choices: typeof D3_FORMAT_OPTIONS) =>
    choices.map(([v, l]) => ({ value: String(v), label: l }));
  const row = (label: string, input: React.ReactNode) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2, marginBottom: 8 }}>
      <span style={{ fontSize: 12, fontWeight: 600 }}>{label}</span>
      {input}
    </div>
  );
  const formatSelect = (field: FormatField, label: string, choices: typeof D3_FORMAT_OPTIONS) =>
    fields.has(field) &&
    row(
      label,
      <Select
        size="small"
        allowClear
        value={c[field]}
        options={opts(choices)}
        onChange={(v) => set({ [field]: v })}
      />,
    );
  const flag = (field: FlagField, label: string, fallback: boolean, title?: string) =>
    fields.has(field) && (
      <Checkbox
        checked={c[field] ?? fallback}
        title={title}
        onChange={(e) => set({ [field]: e.target.checked })}
      >
        {label}
      </Checkbox>
    );
  return (
    <div data-testid="column-config-editor" style={{ width: 280 }}>
      {fields.has('columnWidth') &&
        row(
          'Min Width',
          <InputNumber
            size="small"
            min={0}
            value={c.columnWidth}
            onChange={(v) => set({ columnWidth: v ?? undefined })}
          />,
        )}
      {fields.has('horizontalAlign') &&
        row(
          'Text align',
          <Radio.Group
            size="small"
            optionType="button"
            value={c.horizontalAlign ?? defaultHorizontalAlign(props.type)}
            onChange={(e) => set({ horizontalAlign: e.target.value })}
            options={[
              { value: 'left', label: 'Left' },
              { value: 'center', label: 'Center' },
              { value: 'right', label: 'Right' },
            ]}
          />,
        )}
      {formatSelect('d3NumberFormat', 'D3 format', D3_FORMAT_OPTIONS)}
      {formatSelect('d3SmallNumberFormat', 'Small number format', D3_FORMAT_OPTIONS)}
      {formatSelect('d3TimeFormat', 'Date format', D3_TIME_FORMAT_OPTIONS)}
      {fields.has('fractionDigits') &&
        row(
          'Fraction digits',
          <Slider
            min={0}
            max={100}
            step={1}
            value={c.fractionDigits ?? 0}
            onChange={(v: number) => set({ fractionDigits: v })}
          />,
        )}
      {fields.has('currencyFormat') &&
        row(
          'Currency format',
          <CurrencyControl
            name="currencyFormat"
            config={{ type: 'CurrencyControl' }}
            value={c.currencyFormat}
            datasource={undefined as never}
            formData={{}}
            onChange={(v) => set({ currencyFormat: (v ?? undefined) as CurrencyFormat })}
          />,
        )}
      {flag('showCellBars', 'Show cell bars', true)}
      {flag('alignPositiveNegative', 'Align +/-', false)}
      {flag('colorPositiveNegative', 'Color +/-', false)}
      {flag('truncateLongCells', 'Truncate Cells', false, TRUNCATE_DESCRIPTION)}
      {fields.has('radarMetricMaxValue') &&
        row(
          'Max',
          <InputNumber
            size="small"
            aria-label="Max"
            title="The maximum value of metrics. It is an optional configuration"
            value={c.radarMetricMaxValue}
            onChange={(v) => set({ radarMetricMaxValue: v ?? undefined })}
          />,
        )}
      {fields.has('emitTarget') &&
        row(
          'Emit Target',
          <Input
            size="small"
            title={EMIT_TARGET_DESCRIPTION}
            placeholder="Column name"
            value={c.emitTarget ?? ''}
            onChange={(e) => set({ emitTarget: e.target.value || undefined })}
          />,
        )}
    </div>
  );
}

export function ColumnConfigControl({ name, config, value, onChange }: ControlProps) {
  const all = (config.columnNames as string[] | undefined) ?? [];
  const values = (value ?? {}) as Record<string, ColumnConfig>;
  const types = (config.columnTypes as Record<string, GenericDataType> | undefined) ?? {};
  const [showAll, setShowAll] = useState(false);
  const names = shownColumns(all, showAll);
  return (
    <div
      data-testid={`column-config-${name}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {names.map((col) => (
        <Popover
          key={col}
          trigger="click"
          placement="right"
          destroyOnHidden
          title={col}
          content={
            <ColumnConfigEditor
              config={values[col] ?? {}}
              type={types[col]}
              fields={layoutFields(
                config.configFormLayout as Record<string, unknown> | undefined,
                types[col],
              )}
              onChange={(c) => onChange({ ...values, [col]: c })}
            />
          }
        >
          <div
            role="button"
            style={{
              fontSize: 12,
              padding: '3px 8px',
              border: '1px solid rgba(128,128,128,0.25)',
              borderRadius: 4,
              cursor: 'pointer',
            }}
          >
            {col}
          </div>
        </Popover>
      ))}
      {all.length > COLUMN_CONFIG_COLLAPSE_OVER ? (
        <Button size="small" type="link" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show less columns' : 'Show all columns'}
        </Button>
      ) : null}
    </div>
  );
}
