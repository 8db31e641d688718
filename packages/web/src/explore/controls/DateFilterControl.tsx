/**
 * DateFilterControl: the time range pill and its popover (600 px, opening to the right):
 * Range Type, the frame's editor, the "Actual time range" readout, Cancel and Apply (the
 * popover's body loaded when first opened: DateFilterPopover).
 */
import { Popover, Spin, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { NO_TIME_RANGE } from '@tessera/core';
import { isPresetValue, timeRangePillLabel } from './dateFilter';
import { useTimeRangeEval } from './useTimeRangeEval';
import type { ControlProps } from './types';

const DateFilterPopover = lazy(() => import('./DateFilterPopover'));

export function DateFilterControl({
  name,
  value,
  onChange,
  placement = 'right',
}: ControlProps & {
  /** Beside the control panel it opens to the right; inside the filter editor (itself a
   * popover beside the panel) below its pill, where it has room. */
  placement?: 'right' | 'bottom';
}) {
  const current = typeof value === 'string' && value ? value : NO_TIME_RANGE;
  const [open, setOpen] = useState(false);
  const evaluated = useTimeRangeEval(current);
  const rangeText = evaluated.status === 'ok' ? evaluated.text : '';
  // Presets show their text and the range as tooltip; Custom and Advanced the other way round.
  const pill = timeRangePillLabel(
    current,
    evaluated.status === 'ok' ? evaluated : null,
    dayjs().format('YYYY-MM-DD'),
  );
  const tip = isPresetValue(current) ? rangeText : current;
  return (
    <Popover
      trigger="click"
      placement={placement}
      open={open}
      destroyOnHidden
      onOpenChange={setOpen}
      content={
        <Suspense fallback={<Spin size="small" />}>
          <DateFilterPopover
            initial={current}
            onCancel={() => setOpen(false)}
            onApply={(v) => {
              onChange(v);
              setOpen(false);
            }}
          />
        </Suspense>
      }
    >
      <Tooltip title={tip}>
        <div
          data-testid={`time-range-trigger-${name}`}
          role="button"
          style={{
            border: '1px solid rgba(128,128,128,0.35)',
            borderRadius: 4,
            padding: '3px 8px',
            fontSize: 12,
            cursor: 'pointer',
            background: 'rgba(128,128,128,0.08)',
          }}
        >
          {pill}
        </div>
      </Tooltip>
    </Popover>
  );
}
