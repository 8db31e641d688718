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
  const content = (
    <div style={{ width: 320 }} data-testid="time-series-column-editor">
      {row(
        'Label',
        <Input size="small" value={v.label} onChange={(e) => set({ label: e.target.value })} />,
      )}
      {row(
        'Tooltip',
        <Input size="small" value={v.tooltip} onChange={(e) => set({ tooltip: e.target.value })} />,
      )}
      {row(
        'Type',
        <Select
          size="small"
          value={v.colType}
          onChange={(colType) => set({ colType })}
          options={[
            { value: 'time', label: 'Time comparison' },
            { value: 'contrib', label: 'Contribution' },
            { value: 'spark', label: 'Sparkline' },
            { value: 'avg', label: 'Period average' },
          ]}
        />,
      )}
      {v.colType === 'spark' ? (
        <>
          {row(
            'Width',
            <Input size="small" value={v.width} onChange={(e) => set({ width: e.target.value })} />,
          )}
          {row(
            'Height',
            <Input
              size="small"
              value={v.height}
              onChange={(e) => set({ height: e.target.value })}
            />,
          )}
          {row(
            'Date format',
            <Input
              size="small"
              value={v.dateFormat}
              onChange={(e) => set({ dateFormat: e.target.value })}
            />,
          )}
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
      {v.colType === 'time'
        ? row(
            'Type',
            <Select
              size="small"
              value={v.comparisonType}
              onChange={(comparisonType) => set({ comparisonType })}
              options={[
                { value: 'value', label: 'Actual value' },
                { value: 'diff', label: 'Difference' },
                { value: 'perc', label: 'Percentage' },
                { value: 'perc_change', label: 'Percentage change' },
              ]}
            />,
          )
        : null}
      {row(
        'Number format',
        <Input
          size="small"
          value={v.d3format}
          onChange={(e) => set({ d3format: e.target.value })}
        />,
      )}
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
