/**
 * ColumnConfigControl: per-column display settings of the table (width, alignment,
 * formats, cell bars, +/- colouring). Shows 10 columns, with "Show all columns" /
 * "Show less columns" once there are more than 12.
 */
import { Button, Checkbox, InputNumber, Popover, Radio, Select, Slider } from 'antd';
import { useState } from 'react';
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '@tessera/charts';
import type { ControlProps } from './types';

export const COLUMN_CONFIG_SHOWN = 10;
export const COLUMN_CONFIG_COLLAPSE_OVER = 12;

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
};

/** Which columns the list shows. */
export function shownColumns(names: string[], showAll: boolean): string[] {
  return names.length > COLUMN_CONFIG_COLLAPSE_OVER && !showAll
    ? names.slice(0, COLUMN_CONFIG_SHOWN)
    : names;
}

function ColumnConfigEditor(props: { config: ColumnConfig; onChange(c: ColumnConfig): void }) {
  const c = props.config;
  const set = (change: Partial<ColumnConfig>) => props.onChange({ ...c, ...change });
  const opts = (choices: typeof D3_FORMAT_OPTIONS) =>
    choices.map(([v, l]) => ({ value: String(v), label: l }));
  const row = (label: string, input: React.ReactNode) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2, marginBottom: 8 }}>
      <span style={{ fontSize: 12, fontWeight: 600 }}>{label}</span>
      {input}
    </div>
  );
  return (
    <div data-testid="column-config-editor" style={{ width: 280 }}>
      {row(
        'Min Width',
        <InputNumber
          size="small"
          min={0}
          value={c.columnWidth}
          onChange={(v) => set({ columnWidth: v ?? undefined })}
        />,
      )}
      {row(
        'Text align',
        <Radio.Group
          size="small"
          optionType="button"
          value={c.horizontalAlign ?? 'left'}
          onChange={(e) => set({ horizontalAlign: e.target.value })}
          options={[
            { value: 'left', label: 'Left' },
            { value: 'center', label: 'Center' },
            { value: 'right', label: 'Right' },
          ]}
        />,
      )}
      {row(
        'D3 format',
        <Select
          size="small"
          allowClear
          value={c.d3NumberFormat}
          options={opts(D3_FORMAT_OPTIONS)}
          onChange={(v) => set({ d3NumberFormat: v })}
        />,
      )}
      {row(
        'Small number format',
        <Select
          size="small"
          allowClear
          value={c.d3SmallNumberFormat}
          options={opts(D3_FORMAT_OPTIONS)}
          onChange={(v) => set({ d3SmallNumberFormat: v })}
        />,
      )}
      {row(
        'Date format',
        <Select
          size="small"
          allowClear
          value={c.d3TimeFormat}
          options={opts(D3_TIME_FORMAT_OPTIONS)}
          onChange={(v) => set({ d3TimeFormat: v })}
        />,
      )}
      {row(
        'Fraction digits',
        <Slider
          min={0}
          max={100}
          step={1}
          value={c.fractionDigits ?? 0}
          onChange={(v: number) => set({ fractionDigits: v })}
        />,
      )}
      <Checkbox
        checked={c.showCellBars ?? true}
        onChange={(e) => set({ showCellBars: e.target.checked })}
      >
        Show cell bars
      </Checkbox>
      <Checkbox
        checked={c.alignPositiveNegative ?? false}
        onChange={(e) => set({ alignPositiveNegative: e.target.checked })}
      >
        Align +/-
      </Checkbox>
      <Checkbox
        checked={c.colorPositiveNegative ?? false}
        onChange={(e) => set({ colorPositiveNegative: e.target.checked })}
      >
        Color +/-
      </Checkbox>
    </div>
  );
}

export function ColumnConfigControl({ name, config, value, onChange }: ControlProps) {
  const all = (config.columnNames as string[] | undefined) ?? [];
  const values = (value ?? {}) as Record<string, ColumnConfig>;
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
