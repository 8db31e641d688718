/** AnnotationLayerControl: the chart's annotation layers with add and edit popovers. */
import { LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Tooltip } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AnnotationType, QueryFormData } from '@tessera/charts';
import { useAnnotationLayerOptionsQuery } from '../../api/annotationLayerApi';
import { useChartOptionsQuery } from '../../api/chartApi';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../store/store';
import { sendChartData } from '../chartQueryAndExport';
import {
  ANNOTATION_TEXTS,
  ANNOTATION_TYPE_LABELS,
  DEFAULT_OVERRIDES,
  OVERRIDE_CHECKS,
  hasChartSource,
  isAnnotationLayerValid,
  isOverridden,
  newAnnotationLayer,
  normalizeOverrides,
  setOverride,
  sourceTypes,
  sourceVizTypes,
  supportedAnnotationTypes,
  type AnnotationLayerValue,
} from './annotationLayers';
import {
  annotationErrors,
  isQueriedLayer,
  runAnnotationQuery,
  type AnnotationLayerStatus,
} from './annotationQuery';
import { CLEARED_SLICE_COLUMNS, DISPLAY_TEXTS, hasSliceColumns } from './annotationDisplay';
import {
  AnnotationDisplaySection,
  AnnotationSliceSection,
  useSliceColumns,
} from './AnnotationLayerSections';
import { PopoverItemList } from './PopoverItemList';
import type { ControlProps } from './types';

type Option = { value: number | string; label: string };

/** The layer's sources to pick from: annotation layers (NATIVE), else charts of its kind. */
function useSourceOptions(layer: AnnotationLayerValue): Option[] {
  const formula = layer.annotationType === 'FORMULA';
  const native = layer.sourceType === 'NATIVE';
  // Asked anew each time the source kind changes (a failure offers none).
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const layers = useAnnotationLayerOptionsQuery(!formula && native ? undefined : skipToken, fresh);
  const charts = useChartOptionsQuery(!formula && !native ? undefined : skipToken, fresh);
  if (formula) return [];
  if (native) return (layers.currentData ?? []).map((r) => ({ value: r.id, label: r.name }));
  const allowed = sourceVizTypes(layer.annotationType);
  return (charts.currentData ?? [])
    .filter((c) => c.viz_type !== null && allowed.includes(c.viz_type))
    .map((c) => ({ value: c.id, label: c.slice_name }));
}

function AnnotationLayerEditor(props: {
  layer: AnnotationLayerValue;
  types: AnnotationType[];
  onApply(layer: AnnotationLayerValue): void;
  onCancel(): void;
}) {
  const [layer, setLayer] = useState<AnnotationLayerValue>(() => ({
    ...props.layer,
    overrides: normalizeOverrides(props.layer.overrides),
  }));
  const options = useSourceOptions(layer);
  const columns = useSliceColumns(layer);
  const set = (change: Partial<AnnotationLayerValue>) => setLayer({ ...layer, ...change });
  const label = (text: string) => (
    <div style={{ fontSize: 12, fontWeight: 600, margin: '6px 0 2px' }}>{text}</div>
  );
  return (
    <div data-testid="annotation-layer-editor" style={{ width: 340 }}>
      <div style={{ maxHeight: '60vh', overflowY: 'auto', paddingRight: 4 }}>
        {label('Name')}
        <Input
          data-testid="annotation-name"
          value={layer.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Checkbox
          checked={layer.show}
          onChange={(e) => set({ show: e.target.checked })}
          style={{ marginTop: 6 }}
        >
          Show
        </Checkbox>
        <Checkbox
          data-testid="annotation-show-label"
          checked={Boolean(layer.showLabel)}
          onChange={(e) => set({ showLabel: e.target.checked })}
          style={{ marginTop: 6 }}
        >
          <Tooltip title={DISPLAY_TEXTS.showLabelInfo}>Show label</Tooltip>
        </Checkbox>
        {label('Annotation layer type')}
        <Select
          data-testid="annotation-type"
          style={{ width: '100%' }}
          value={layer.annotationType}
          onChange={(t: AnnotationType) =>
            setLayer({
              ...newAnnotationLayer(t),
              name: layer.name,
              show: layer.show,
              showLabel: layer.showLabel,
            })
          }
          options={props.types.map((t) => ({ value: t, label: ANNOTATION_TYPE_LABELS[t] }))}
        />
        {sourceTypes(layer.annotationType).length > 0 ? (
          <>
            {label('Annotation source type')}
            <Select
              data-testid="annotation-source-type"
              style={{ width: '100%' }}
              value={layer.sourceType}
              onChange={(s: string) =>
                set({
                  sourceType: s,
                  value: null,
                  overrides: { ...DEFAULT_OVERRIDES },
                  ...CLEARED_SLICE_COLUMNS,
                })
              }
              options={sourceTypes(layer.annotationType).map(([value, l]) => ({ value, label: l }))}
            />
          </>
        ) : null}
        {layer.annotationType === 'FORMULA' ? (
          <>
            {label('Formula')}
            <Input
              data-testid="annotation-formula"
              placeholder={ANNOTATION_TEXTS.formulaPlaceholder}
              value={typeof layer.value === 'string' ? layer.value : ''}
              onChange={(e) => set({ value: e.target.value })}
            />
          </>
        ) : (
          <>
            {label(layer.sourceType === 'NATIVE' ? 'Annotation layer' : 'Chart')}
            <Select
              data-testid="annotation-value"
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              value={(layer.value ?? undefined) as number | undefined}
              onChange={(v: number) =>
                set({ value: v, overrides: { ...DEFAULT_OVERRIDES }, ...CLEARED_SLICE_COLUMNS })
              }
              options={options}
            />
          </>
        )}
        {hasSliceColumns(layer) ? (
          <AnnotationSliceSection layer={layer} onChange={set} columns={columns} />
        ) : null}
        {hasChartSource(layer)
          ? OVERRIDE_CHECKS.map((check) => (
              <div key={check.label} style={{ marginTop: 6 }}>
                <Checkbox
                  data-testid={`annotation-override-${check.keys[0]}`}
                  checked={isOverridden(layer.overrides ?? {}, check)}
                  onChange={(e) =>
                    set({ overrides: setOverride(layer.overrides ?? {}, check, e.target.checked) })
                  }
                >
                  <Tooltip title={check.description}>{check.label}</Tooltip>
                </Checkbox>
              </div>
            ))
          : null}
        <AnnotationDisplaySection layer={layer} onChange={set} />
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 10 }}>
        <Button size="small" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!isAnnotationLayerValid(layer)}
          onClick={() => props.onApply(layer)}
        >
          OK
        </Button>
      </div>
    </div>
  );
}

/**
 * Each layer's query state (Superset's annotationQuery / annotationError): the layers are
 * queried when the control opens and each one again, past the cache, when it is applied.
 */
function useAnnotationStatuses(layers: AnnotationLayerValue[], formData: QueryFormData) {
  const dispatch = useDispatch<AppDispatch>();
  const [statuses, setStatuses] = useState<Record<string, AnnotationLayerStatus>>({});
  const controllers = useRef(new Map<string, AbortController>());
  const refresh = useCallback(
    (layer: AnnotationLayerValue, fd: QueryFormData, force = false) => {
      controllers.current.get(layer.name)?.abort();
      controllers.current.delete(layer.name);
      if (!isQueriedLayer(layer)) return;
      const controller = new AbortController();
      controllers.current.set(layer.name, controller);
      setStatuses((s) => ({ ...s, [layer.name]: { state: 'loading' } }));
      const post = (body: unknown, opts: { signal?: AbortSignal }) =>
        sendChartData(dispatch, { body }, opts.signal);
      void runAnnotationQuery(layer, fd, post, { signal: controller.signal, force }).then(
        (status) => {
          if (!status || controller.signal.aborted) return;
          controllers.current.delete(layer.name);
          setStatuses((s) => ({ ...s, [layer.name]: status }));
        },
      );
    },
    [dispatch],
  );
  const opening = useRef({ layers, formData });
  useEffect(() => {
    const running = controllers.current;
    opening.current.layers.forEach((l) => refresh(l, opening.current.formData));
    return () => running.forEach((c) => c.abort());
  }, [refresh]);
  const names = new Set(layers.filter(isQueriedLayer).map((l) => l.name));
  const current = Object.fromEntries(Object.entries(statuses).filter(([n]) => names.has(n)));
  return { statuses: current, refresh };
}

function LayerMarker({ status }: { status?: AnnotationLayerStatus }) {
  if (status?.state === 'loading')
    return <LoadingOutlined data-testid="annotation-loading" style={{ color: '#20a7c9' }} />;
  if (status?.state === 'failed')
    return (
      <Tooltip title={status.error}>
        <WarningOutlined data-testid="annotation-error" style={{ color: '#e04355' }} />
      </Tooltip>
    );
  return null;
}

export function AnnotationLayerControl(props: ControlProps) {
  const { name, value, formData, onChange, onLocalErrors } = props;
  const layers = (Array.isArray(value) ? value : []) as AnnotationLayerValue[];
  const types = supportedAnnotationTypes(String(formData.viz_type ?? ''));
  const { statuses, refresh } = useAnnotationStatuses(layers, formData as QueryFormData);
  const errors = annotationErrors(statuses);
  const errorsKey = JSON.stringify(errors);
  useEffect(() => {
    onLocalErrors?.(JSON.parse(errorsKey) as string[]);
  }, [errorsKey, onLocalErrors]);
  return (
    <PopoverItemList
      items={layers}
      testId={`annotation-layers-${name}`}
      addTestId="annotation-add"
      addTitle={ANNOTATION_TEXTS.add}
      editTitle={ANNOTATION_TEXTS.edit}
      label={(layer) => layer.name}
      dimmed={(layer) => !layer.show}
      marker={(layer) => <LayerMarker status={statuses[layer.name]} />}
      onRemove={(index) => onChange(layers.filter((_, j) => j !== index))}
      editor={(edited, close) => (
        <AnnotationLayerEditor
          layer={edited === 'new' ? newAnnotationLayer(types[0] ?? 'FORMULA') : layers[edited]}
          types={types.length ? types : ['FORMULA']}
          onCancel={close}
          onApply={(layer) => {
            refresh(layer, formData as QueryFormData, true);
            onChange(
              edited === 'new'
                ? [...layers, layer]
                : layers.map((l, i) => (i === edited ? layer : l)),
            );
            close();
          }}
        />
      )}
    />
  );
}
