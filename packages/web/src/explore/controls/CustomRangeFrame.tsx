/** The Custom frame: since and until each specific, relative, now or midnight; an anchor when both are relative. */
import { DatePicker, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import {
  customTimeRangeDecode,
  customTimeRangeEncode,
  type CustomRange,
  type DateTimeMode,
  type Grain,
} from '@tessera/core';
import { acceptRelativeQuantity } from './dateFilter';

const GRAINS: Grain[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];
const cap = (g: string) => `${g[0].toUpperCase()}${g.slice(1)}s`;
const MODES: { value: DateTimeMode; label: string }[] = [
  { value: 'specific', label: 'Specific Date/Time' },
  { value: 'relative', label: 'Relative Date/Time' },
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Midnight' },
];
const FORMAT = 'YYYY-MM-DDTHH:mm:ss';

export function midnightToday(): string {
  return `${dayjs().format('YYYY-MM-DD')}T00:00:00`;
}

function DateTimeInput(props: { value: string; onChange(v: string): void; test: string }) {
  const parsed = dayjs(props.value, FORMAT);
  return (
    <DatePicker
      data-testid={props.test}
      showTime
      allowClear={false}
      style={{ width: '100%' }}
      value={parsed.isValid() ? parsed : dayjs().startOf('day')}
      onChange={(d) => d && props.onChange(d.format(FORMAT))}
    />
  );
}

export function CustomRangeFrame(props: { value: string; onChange(value: string): void }) {
  const { customRange } = customTimeRangeDecode(props.value, midnightToday());
  const update = (change: Partial<CustomRange>) =>
    props.onChange(customTimeRangeEncode({ ...customRange, ...change }));
  const side = (which: 'since' | 'until') => {
    const mode = customRange[`${which}Mode`];
    const grain = customRange[`${which}Grain`];
    const amount = Math.abs(customRange[`${which}GrainValue`]);
    return (
      <div
        style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 6 }}
        data-testid={`custom-${which}`}
      >
        <strong style={{ fontSize: 12 }}>
          {which === 'since' ? 'START (INCLUSIVE)' : 'END (EXCLUSIVE)'}
        </strong>
        <Select
          data-testid={`custom-${which}-mode`}
          value={mode}
          options={MODES}
          onChange={(m: DateTimeMode) => update({ [`${which}Mode`]: m })}
        />
        {mode === 'specific' ? (
          <DateTimeInput
            test={`custom-${which}-datetime`}
            value={customRange[`${which}Datetime`]}
            onChange={(v) => update({ [`${which}Datetime`]: v })}
          />
        ) : null}
        {mode === 'relative' ? (
          <div style={{ display: 'flex', gap: 6 }}>
            <InputNumber
              data-testid={`custom-${which}-amount`}
              min={1}
              precision={0}
              value={amount}
              onChange={(n) => {
                const next = acceptRelativeQuantity(n, amount);
                update({ [`${which}GrainValue`]: which === 'since' ? -next : next });
              }}
            />
            <Select
              style={{ flex: 1 }}
              data-testid={`custom-${which}-grain`}
              value={grain}
              onChange={(g: Grain) => update({ [`${which}Grain`]: g })}
              options={GRAINS.map((g) => ({
                value: g,
                label: `${cap(g)} ${which === 'since' ? 'Before' : 'After'}`,
              }))}
            />
          </div>
        ) : null}
      </div>
    );
  };
  const bothRelative = customRange.sinceMode === 'relative' && customRange.untilMode === 'relative';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <div style={{ display: 'flex', gap: 12 }}>
        {side('since')}
        {side('until')}
      </div>
      {bothRelative ? (
        <div
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          data-testid="custom-anchor"
        >
          <strong style={{ fontSize: 12 }}>Anchor to</strong>
          <Radio.Group
            value={customRange.anchorMode}
            onChange={(e) =>
              update(
                e.target.value === 'now'
                  ? { anchorMode: 'now', anchorValue: 'now' }
                  : { anchorMode: 'specific', anchorValue: midnightToday() },
              )
            }
            options={[
              { value: 'now', label: 'NOW' },
              { value: 'specific', label: 'Date/Time' },
            ]}
          />
          {customRange.anchorMode === 'specific' ? (
            <DateTimeInput
              test="custom-anchor-datetime"
              value={customRange.anchorValue}
              onChange={(v) => update({ anchorValue: v })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
