/** Control type -> component. Unknown types only warn on the console. */
import type { ComponentType } from 'react';
import type { ControlType } from '@tessera/charts';
import { AdhocFilterControl } from './AdhocFilterControl';
import { AnnotationLayerControl } from './AnnotationLayerControl';
import { BoundsControl } from './BoundsControl';
import { CheckboxControl } from './CheckboxControl';
import { CollectionControl } from './CollectionControl';
import { ColorPickerControl } from './ColorPickerControl';
import { ColorSchemeControl } from './ColorSchemeControl';
import { ColumnConfigControl } from './ColumnConfigControl';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';
import { CurrencyControl } from './CurrencyControl';
import { DateFilterControl } from './DateFilterControl';
import { DndColumnSelect } from './DndColumnSelect';
import { FixedOrMetricControl } from './FixedOrMetricControl';
import { HiddenControl } from './HiddenControl';
import { MetricsControl } from './MetricsControl';
import { RadioButtonControl } from './RadioButtonControl';
import { SelectControl } from './SelectControl';
import { SliderControl } from './SliderControl';
import { SpatialControl } from './SpatialControl';
import { TextAreaControl } from './TextAreaControl';
import { TextControl } from './TextControl';
import { TimeOffsetControl } from './TimeOffsetControl';
import { TimeRangeControl } from './TimeRangeControl';
import { TimeSeriesColumnControl } from './TimeSeriesColumnControl';
import { ViewportControl } from './ViewportControl';
import type { ControlProps } from './types';

export const CONTROL_COMPONENTS: Partial<Record<ControlType, ComponentType<ControlProps>>> = {
  SelectControl,
  CheckboxControl,
  TextControl,
  TextAreaControl,
  HiddenControl,
  RadioButtonControl,
  SliderControl,
  BoundsControl,
  CurrencyControl,
  MetricsControl,
  DndMetricSelect: MetricsControl,
  DndColumnSelect,
  DndFilterSelect: AdhocFilterControl,
  AdhocFilterControl,
  DateFilterControl,
  ColorSchemeControl,
  ColorPickerControl,
  CollectionControl,
  ConditionalFormattingControl,
  ColumnConfigControl,
  TimeSeriesColumnControl,
  TimeOffsetControl,
  TimeRangeControl,
  AnnotationLayerControl,
  FixedOrMetricControl,
  ViewportControl,
  SpatialControl,
};

/** Controls that draw their own label (beside a checkbox). */
export const SELF_LABELLED: ControlType[] = ['CheckboxControl'];

export function controlComponent(type: ControlType): ComponentType<ControlProps> | null {
  const component = CONTROL_COMPONENTS[type];
  if (!component) console.warn(`Unknown control type "${type}"`);
  return component ?? null;
}
