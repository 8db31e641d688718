/** AnnotationLayerControl: the chart's annotation layers with add and edit popovers. */
import { Button, Checkbox, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { AnnotationType } from '@tessera/charts';
import { apiRequest } from '../../api/client';
import {
  ANNOTATION_TEXTS,
  ANNOTATION_TYPE_LABELS,
  isAnnotationLayerValid,
  newAnnotationLayer,
  sourceTypes,
  sourceVizTypes,
  supportedAnnotationTypes,
  type AnnotationLayerValue,
} from './annotationLayers';
import { PopoverItemList } from './PopoverItemList';
import type { ControlProps } from './types';

type Option = { value: number | string; label: string };

function useSourceOptions(layer: AnnotationLayerValue): Option[] {
  const key = `${layer.annotationType}/${layer.sourceType}`;
  const [state, setState] = useState<{ key: string; options: Option[] } | null>(null);
  const formula = layer.annotationType === 'FORMULA';
  useEffect(() => {
    if (formula) return;
    const controller = new AbortController();
    const request =
      layer.sourceType === 'NATIVE'
        ? apiRequest<{ result: { id: number; name: string }[] }>('/api/v1/annotation_layer/', {
            q: { page_size: 100, columns: ['id', 'name'] },
            signal: controller.signal,
          }).then((b) => b.result.map((r) => ({ value: r.id, label: r.name })))
        : apiRequest<{ result: { id: number; slice_name: string; viz_type: string }[] }>(
            '/api/v1/chart/',
            {
              q: { page_size: 100, columns: ['id', 'slice_name', 'viz_type'] },
              signal: controller.signal,
            },
          ).then((b) => {
            const allowed = sourceVizTypes(layer.annotationType);
            return b.result
              .filter((c) => allowed.includes(c.viz_type))
              .map((c) => ({ value: c.id, label: c.slice_name }));
          });
    request
      .then((options) => setState({ key, options }))
      .catch(() => !controller.signal.aborted && setState({ key, options: [] }));
    return () => controller.abort();
  }, [key, formula, layer.annotationType, layer.sourceType]);
  return !formula && state?.key === key ? state.options : [];
}

function AnnotationLayerEditor(props: {
  layer: AnnotationLayerValue;
  types: AnnotationType[];
  onApply(layer: AnnotationLayerValue): void;
  onCancel(): void;
}) {
  const [layer, setLayer] = useState(props.layer);
  const options = useSourceOptions(layer);
  const set = (change: Partial<AnnotationLayerValue>) => setLayer({ ...layer, ...change });
  const label = (text: string) => (
    <div style={{ fontSize: 12, fontWeight: 600, margin: '6px 0 2px' }}>{text}</div>
  );
  return (
    <div data-testid="annotation-layer-editor" style={{ width: 340 }}>
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
      {label('Annotation layer type')}
      <Select
        data-testid="annotation-type"
        style={{ width: '100%' }}
        value={layer.annotationType}
        onChange={(t: AnnotationType) =>
          setLayer({ ...newAnnotationLayer(t), name: layer.name, show: layer.show })
        }
        options={props.types.map((t) => ({ value: t, label: ANNOTATION_TYPE_LABELS[t] }))}
      />
      {sourceTypes(layer.annotationType).length > 0 ? (
        <>
          {label('Annotation source type')}
          <Select
            style={{ width: '100%' }}
            value={layer.sourceType}
            onChange={(s: string) => set({ sourceType: s, value: null })}
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
            onChange={(v: number) => set({ value: v })}
            options={options}
          />
        </>
      )}
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

export function AnnotationLayerControl({ name, value, formData, onChange }: ControlProps) {
  const layers = (Array.isArray(value) ? value : []) as AnnotationLayerValue[];
  const types = supportedAnnotationTypes(String(formData.viz_type ?? ''));
  return (
    <PopoverItemList
      items={layers}
      testId={`annotation-layers-${name}`}
      addTestId="annotation-add"
      addTitle={ANNOTATION_TEXTS.add}
      editTitle={ANNOTATION_TEXTS.edit}
      label={(layer) => layer.name}
      dimmed={(layer) => !layer.show}
      onRemove={(index) => onChange(layers.filter((_, j) => j !== index))}
      editor={(edited, close) => (
        <AnnotationLayerEditor
          layer={edited === 'new' ? newAnnotationLayer(types[0] ?? 'FORMULA') : layers[edited]}
          types={types.length ? types : ['FORMULA']}
          onCancel={close}
          onApply={(layer) => {
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
