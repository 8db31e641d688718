/** TimeSeriesColumnControl: one time-table column ("Column Configuration"). */
import { Input, InputNumber, Popover, Select } from 'antd';
import type { ControlProps } from './types';

interface TimeSeriesColumn {
  label?: string;
  tooltip?: string;
  colType?: 'time' | 'contrib' | 'spark' | 'avg';
  width?: string;
  height?: string;
  timeLag?: number;
  timeRatio?: string;
  comparisonType?: 'value' | 'diff' | 'perc' | 'perc_change';
  d3format?: string;
  dateFormat?: string;
}

type TextField = 'label' | 'tooltip' | 'width' | 'height' | 'dateFormat' | 'd3format';
type ChoiceField = 'colType' | 'comparisonType';
/** A select field's choices. */
type Choices<K extends ChoiceField> = { value: NonNullable<TimeSeriesColumn[K]>; label: string }[];

const COLUMN_TYPES: Choices<'colType'> = [
  { value: 'time', label: 'Time comparison' },
  { value: 'contrib', label: 'Contribution' },
  { value: 'spark', label: 'Sparkline' },
  { value: 'avg', label: 'Period average' },
];

const COMPARISON_TYPES: Choices<'comparisonType'> = [
  { value: 'value', label: 'Actual value' },
  { value: 'diff', label: 'Difference' },
  { value: 'perc', label: 'Percentage' },
  { value: 'perc_change', label: 'Percentage change' },
];

export function TimeSeriesColumnControl({ name, value, onChange }: ControlProps) {
  const v = (value ?? {}) as TimeSeriesColumn;
  const set = (change: Partial<TimeSeriesColumn>) => onChange({ ...v, ...change });
  const row = (label: string, input: React.ReactNode) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '110px 1fr',
        gap: 6,
        alignItems: 'center',
        marginBottom: 6,
        fontSize: 12,
      }}
    >
      <span>{label}</span>
      {input}
    </div>
  );
  const text = (label: string, field: TextField) =>
    row(
      label,
      <Input size="small" value={v[field]} onChange={(e) => set({ [field]: e.target.value })} />,
    );
  const choice = <K extends ChoiceField>(label: string, field: K, options: Choices<K>) =>
    row(
      label,
      <Select
        size="small"
        value={v[field]}
        onChange={(picked) => set({ [field]: picked })}
        options={options}
      />,
    );
  const content = (
    <div style={{ width: 320 }} data-testid="time-series-column-editor">
      {text('Label', 'label')}
      {text('Tooltip', 'tooltip')}
      {choice('Type', 'colType', COLUMN_TYPES)}
      {v.colType === 'spark' ? (
        <>
          {text('Width', 'width')}
          {text('Height', 'height')}
          {text('Date format', 'dateFormat')}
        </>
      ) : null}
      {v.colType === 'time' || v.colType === 'avg'
        ? row(
            'Time lag',
            <InputNumber
              size="small"
              value={v.timeLag}
              onChange={(n) => set({ timeLag: n ?? 0 })}
            />,
          )
        : null}
      {v.colType === 'time' ? choice('Type', 'comparisonType', COMPARISON_TYPES) : null}
      {text('Number format', 'd3format')}
    </div>
  );
  return (
    <Popover trigger="click" placement="right" title="Column Configuration" content={content}>
      <div
        role="button"
        data-testid={`time-series-column-${name}`}
        style={{
          fontSize: 12,
          cursor: 'pointer',
          padding: '3px 8px',
          border: '1px solid rgba(128,128,128,0.3)',
          borderRadius: 4,
        }}
      >
        {v.label || 'Time series columns'}
      </div>
    </Popover>
  );
}
