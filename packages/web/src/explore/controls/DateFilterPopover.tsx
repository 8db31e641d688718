/**
 * The time range popover's body (Range Type, the frame's editor, the "Actual time range"
 * readout, Cancel and Apply): a chunk of its own, loaded when a pill is first opened, so that
 * pages showing only pills (a dashboard's filter bar) carry no date picker.
 */
import { AutoComplete, Button, DatePicker, Input, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { CALENDAR_RANGE_VALUES, COMMON_RANGE_VALUES } from '@tessera/core';
import { CustomRangeFrame } from './CustomRangeFrame';
import {
  DATE_FILTER_TEXTS,
  RANGE_TYPE_OPTIONS,
  RELATIVE_PRESETS,
  advancedParts,
  advancedValue,
  pickerFrame,
  readoutErrors,
  specificDay,
  specificValue,
  valueForFrame,
  type PickerFrame,
} from './dateFilter';
import { useTimeRangeEval, type TimeRangeEval } from './useTimeRangeEval';

const DATE_FILTER_POPOVER_WIDTH = 600;

/** One Advanced side: free text, with the relative presets offered while it is empty or matching. */
function AdvancedSide(props: { test: string; value: string; onChange(v: string): void }) {
  return (
    <AutoComplete
      value={props.value}
      onChange={props.onChange}
      options={RELATIVE_PRESETS.map((p) => ({ value: p }))}
      filterOption={(input, option) =>
        !input || String(option?.value).toLowerCase().includes(input.toLowerCase())
      }
    >
      <Input data-testid={props.test} />
    </AutoComplete>
  );
}

function AdvancedFrame(props: { value: string; onChange(v: string): void }) {
  const [since, until] = advancedParts(props.value);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <strong style={{ fontSize: 12 }}>{DATE_FILTER_TEXTS.start}</strong>
      <AdvancedSide
        test="advanced-since"
        value={since}
        onChange={(v) => props.onChange(advancedValue(v, until))}
      />
      <strong style={{ fontSize: 12 }}>{DATE_FILTER_TEXTS.end}</strong>
      <AdvancedSide
        test="advanced-until"
        value={until}
        onChange={(v) => props.onChange(advancedValue(since, v))}
      />
    </div>
  );
}

function FrameBody(props: { frame: PickerFrame; value: string; onChange(v: string): void }) {
  const { frame, value, onChange } = props;
  if (frame === 'Common' || frame === 'Calendar') {
    const values = frame === 'Common' ? COMMON_RANGE_VALUES : CALENDAR_RANGE_VALUES;
    return (
      <Radio.Group
        data-testid={`frame-${frame}`}
        value={value}
        onChange={(e) => onChange(e.target.value as string)}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        options={values.map((v) => ({
          value: v,
          label: frame === 'Common' ? v : v.replace('calendar ', ''),
        }))}
      />
    );
  }
  if (frame === 'Specific') {
    const day = specificDay(value) ?? dayjs().format('YYYY-MM-DD');
    return (
      <DatePicker
        data-testid="frame-specific"
        allowClear={false}
        value={dayjs(day)}
        onChange={(d) => d && onChange(specificValue(d.format('YYYY-MM-DD')))}
      />
    );
  }
  if (frame === 'Custom') return <CustomRangeFrame value={value} onChange={onChange} />;
  if (frame === 'Advanced') return <AdvancedFrame value={value} onChange={onChange} />;
  return null;
}

function Readout({ result, value }: { result: TimeRangeEval; value: string }) {
  return (
    <div data-testid="actual-time-range" style={{ marginTop: 12 }}>
      <strong style={{ fontSize: 12 }}>{DATE_FILTER_TEXTS.actualTimeRange}</strong>
      <div style={{ fontSize: 13, marginTop: 4 }}>
        {result.status === 'ok' ? (
          <span data-testid="actual-time-range-value">{result.text}</span>
        ) : result.status === 'error' ? (
          <span data-testid="actual-time-range-error" style={{ color: '#e04355' }}>
            {readoutErrors(value, result.message).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </span>
        ) : (
          <span style={{ opacity: 0.6 }}>…</span>
        )}
      </div>
    </div>
  );
}

export default function DateFilterPopover(props: {
  initial: string;
  onApply(v: string): void;
  onCancel(): void;
}) {
  const [value, setValue] = useState(props.initial);
  const [frame, setFrame] = useState<PickerFrame>(() => pickerFrame(props.initial));
  const result = useTimeRangeEval(value);
  return (
    <div data-testid="time-range-popover" style={{ width: DATE_FILTER_POPOVER_WIDTH }}>
      <strong style={{ fontSize: 12 }}>{DATE_FILTER_TEXTS.rangeType}</strong>
      <Select
        data-testid="range-type-select"
        style={{ width: '100%', margin: '4px 0 12px' }}
        value={frame}
        options={RANGE_TYPE_OPTIONS}
        onChange={(f: PickerFrame) => {
          setFrame(f);
          setValue(valueForFrame(f, value, dayjs().format('YYYY-MM-DD')));
        }}
      />
      <FrameBody frame={frame} value={value} onChange={setValue} />
      <Readout result={result} value={value} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button size="small" data-testid="time-range-cancel" onClick={props.onCancel}>
          {DATE_FILTER_TEXTS.cancel}
        </Button>
        <Button
          size="small"
          type="primary"
          data-testid="time-range-apply"
          disabled={result.status !== 'ok'}
          onClick={() => props.onApply(value)}
        >
          {DATE_FILTER_TEXTS.apply}
        </Button>
      </div>
    </div>
  );
}
