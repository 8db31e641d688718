/**
 * The annotation layer editor's "Display configuration" and "Annotation Slice Configuration"
 * sections (Superset's AnnotationLayer).
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, ColorPicker, InputNumber, Select, Tooltip } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetChartQuery } from '../../api/chartApi';
import {
  AUTOMATIC_COLOR,
  DISPLAY_TEXTS,
  OPACITY_OPTIONS,
  STYLE_OPTIONS,
  hasLineDisplay,
  hasSliceColumns,
  sliceColumns,
  type SliceColumns,
} from './annotationDisplay';
import type { AnnotationLayerValue } from './annotationLayers';

type SectionProps = {
  layer: AnnotationLayerValue;
  onChange(change: Partial<AnnotationLayerValue>): void;
};

export function FieldLabel({ text, info }: { text: string; info?: string }) {
  return (
    <div style={{ fontSize: 12, fontWeight: 600, margin: '6px 0 2px' }}>
      {text}
      {info ? (
        <Tooltip title={info}>
          <InfoCircleOutlined style={{ marginLeft: 4, color: '#999' }} />
        </Tooltip>
      ) : null}
    </div>
  );
}

function SectionTitle({ title, info }: { title: string; info: string }): ReactNode {
  return (
    <div style={{ fontWeight: 700, marginTop: 12, borderTop: '1px solid #eee', paddingTop: 6 }}>
      {title}
      <Tooltip title={info}>
        <InfoCircleOutlined style={{ marginLeft: 4, color: '#999' }} />
      </Tooltip>
    </div>
  );
}

export function AnnotationDisplaySection({ layer, onChange }: SectionProps) {
  const automatic = !layer.color;
  return (
    <div data-testid="annotation-display">
      <SectionTitle title={DISPLAY_TEXTS.display} info={DISPLAY_TEXTS.displayInfo} />
      <FieldLabel text="Style" />
      <Select
        data-testid="annotation-style"
        style={{ width: '100%' }}
        value={layer.style ?? 'solid'}
        onChange={(style: string) => onChange({ style })}
        options={STYLE_OPTIONS}
      />
      <FieldLabel text="Opacity" />
      <Select
        data-testid="annotation-opacity"
        style={{ width: '100%' }}
        value={layer.opacity ?? ''}
        onChange={(opacity: string) => onChange({ opacity })}
        options={OPACITY_OPTIONS}
      />
      <FieldLabel text="Color" />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span data-testid="annotation-color">
          <ColorPicker
            size="small"
            value={layer.color || undefined}
            onChangeComplete={(c) => onChange({ color: c.toHexString() })}
          />
        </span>
        <Button
          size="small"
          data-testid="annotation-automatic-color"
          type={automatic ? 'primary' : 'default'}
          onClick={() => onChange({ color: AUTOMATIC_COLOR })}
        >
          {DISPLAY_TEXTS.automaticColor}
        </Button>
      </div>
      <FieldLabel text="Line width" />
      <InputNumber
        data-testid="annotation-width"
        min={0}
        precision={0}
        style={{ width: '100%' }}
        value={layer.width ?? 1}
        onChange={(width) => onChange({ width: typeof width === 'number' ? width : 1 })}
      />
      {hasLineDisplay(layer) ? (
        <div style={{ marginTop: 6 }}>
          <Checkbox
            data-testid="annotation-show-markers"
            checked={Boolean(layer.showMarkers)}
            onChange={(e) => onChange({ showMarkers: e.target.checked })}
          >
            Show Markers
          </Checkbox>
          <Checkbox
            data-testid="annotation-hide-line"
            checked={Boolean(layer.hideLine)}
            onChange={(e) => onChange({ hideLine: e.target.checked })}
          >
            Hide Line
          </Checkbox>
        </div>
      ) : null}
    </div>
  );
}

/** The chosen table chart's columns, read from GET /api/v1/chart/{id} (its `params`). */
export function useSliceColumns(layer: AnnotationLayerValue): SliceColumns {
  const needed = hasSliceColumns(layer);
  const id = needed ? Number(layer.value) : null;
  // Asked anew for each chart chosen; a failure offers no columns.
  const chart = useGetChartQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const params = chart.currentData?.result.params;
  return useMemo(
    () => (params !== undefined ? sliceColumns(params) : { columns: [], timeColumns: [] }),
    [params],
  );
}

const toOptions = (names: string[]) => names.map((n) => ({ value: n, label: n }));

export function AnnotationSliceSection(props: SectionProps & { columns: SliceColumns }) {
  const { layer, onChange, columns } = props;
  const interval = layer.annotationType === 'INTERVAL';
  return (
    <div data-testid="annotation-slice">
      <SectionTitle title={DISPLAY_TEXTS.slice} info={DISPLAY_TEXTS.sliceInfo} />
      <FieldLabel
        text={interval ? 'Interval start column' : 'Event time column'}
        info={DISPLAY_TEXTS.dateTimeInfo}
      />
      <Select
        data-testid="annotation-time-column"
        style={{ width: '100%' }}
        status={layer.timeColumn ? undefined : 'error'}
        value={layer.timeColumn || undefined}
        onChange={(timeColumn: string) => onChange({ timeColumn })}
        options={toOptions(columns.timeColumns)}
      />
      {interval ? (
        <>
          <FieldLabel text="Interval End column" info={DISPLAY_TEXTS.dateTimeInfo} />
          <Select
            data-testid="annotation-interval-end-column"
            style={{ width: '100%' }}
            status={layer.intervalEndColumn ? undefined : 'error'}
            value={layer.intervalEndColumn || undefined}
            onChange={(intervalEndColumn: string) => onChange({ intervalEndColumn })}
            options={toOptions(columns.columns)}
          />
        </>
      ) : null}
      <FieldLabel text="Title Column" info={DISPLAY_TEXTS.titleInfo} />
      <Select
        data-testid="annotation-title-column"
        style={{ width: '100%' }}
        value={layer.titleColumn ?? ''}
        onChange={(titleColumn: string) => onChange({ titleColumn })}
        options={[{ value: '', label: 'None' }, ...toOptions(columns.columns)]}
      />
      <FieldLabel text="Description Columns" info={DISPLAY_TEXTS.descriptionInfo} />
      <Select
        data-testid="annotation-description-columns"
        mode="multiple"
        style={{ width: '100%' }}
        value={layer.descriptionColumns ?? []}
        onChange={(descriptionColumns: string[]) => onChange({ descriptionColumns })}
        options={toOptions(columns.columns)}
      />
    </div>
  );
}
