import { GENERIC_DATA_TYPE } from '@tessera/core';
import type { ControlConfig, ControlPanelState, ControlSetRow } from '../../types.js';
import { controlValue, isColumnOfType } from './columnState.js';

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

export const STACK_CHOICES: [string | null, string][] = [
  [null, 'None'],
  ['Stack', 'Stack'],
  ['Stream', 'Stream'],
];

export const showValueControl = {
  name: 'show_value',
  config: {
    type: 'CheckboxControl',
    label: 'Show Value',
    default: false,
    renderTrigger: true,
    description: 'Show series values on the chart',
  } satisfies ControlConfig,
};

export const stackControl = (choices = STACK_CHOICES) => ({
  name: 'stack',
  config: {
    type: 'SelectControl',
    label: 'Stacked Style',
    renderTrigger: true,
    choices,
    default: null,
    description: 'Stack series on top of each other',
  } satisfies ControlConfig,
});

export const onlyTotalControl = {
  name: 'only_total',
  config: {
    type: 'CheckboxControl',
    label: 'Only Total',
    default: true,
    renderTrigger: true,
    description:
      'Only show the total value on the stacked chart, and not show on the selected category',
    visibility: (state: ControlPanelState) =>
      Boolean(controlValue(state, 'show_value')) && Boolean(controlValue(state, 'stack')),
  } satisfies ControlConfig,
};

export const percentageThresholdControl = {
  name: 'percentage_threshold',
  config: {
    type: 'TextControl',
    label: 'Percentage threshold',
    renderTrigger: true,
    isFloat: true,
    validators: ['number'],
    default: 0,
    description: 'Minimum threshold in percentage points for showing labels.',
    visibility: (state: ControlPanelState) =>
      Boolean(controlValue(state, 'show_value')) &&
      Boolean(controlValue(state, 'stack')) &&
      !controlValue(state, 'only_total'),
  } satisfies ControlConfig,
};

export const showValueRows = (stackChoices = STACK_CHOICES): ControlSetRow[] => [
  [showValueControl],
  [stackControl(stackChoices)],
  [onlyTotalControl],
  [percentageThresholdControl],
];

/** Superset's `xAxisForceCategoricalControl`: offered for a numeric x-axis. */
export const xAxisForceCategorical = {
  name: 'xAxisForceCategorical',
  config: {
    type: 'CheckboxControl',
    label: 'Force categorical',
    default: false,
    renderTrigger: true,
    description: 'Treat values as categorical.',
    visibility: (state: ControlPanelState) =>
      isColumnOfType(state, controlValue(state, 'x_axis'), [GENERIC_DATA_TYPE.NUMERIC]),
  } satisfies ControlConfig,
};

export const xAxisLabelRotation = {
  name: 'xAxisLabelRotation',
  config: {
    type: 'SelectControl',
    freeForm: true,
    clearable: false,
    label: 'Rotate x axis label',
    choices: [
      [0, '0°'],
      [45, '45°'],
      [90, '90°'],
    ],
    default: 0,
    renderTrigger: true,
    description: 'Input field supports custom rotation. e.g. 30 for 30°',
  } satisfies ControlConfig,
};

export const truncateXAxis = {
  name: 'truncateXAxis',
  config: {
    type: 'CheckboxControl',
    label: 'Truncate X Axis',
    default: true,
    renderTrigger: true,
    description:
      'Truncate X Axis. Can be overridden by specifying a min or max bound. Only applicable for numerical X axis.',
  } satisfies ControlConfig,
};

export const xAxisBounds = {
  name: 'xAxisBounds',
  config: {
    type: 'BoundsControl',
    label: 'X Axis Bounds',
    renderTrigger: true,
    default: [null, null],
    description:
      'Bounds for numerical X axis. Not applicable for temporal or categorical axes. When ' +
      'left empty, the bounds are dynamically defined based on the min/max of the data. ' +
      "Note that this feature will only expand the axis range. It won't narrow the data's extent.",
    visibility: shown('truncateXAxis'),
  } satisfies ControlConfig,
};

export const logAxis = (name = 'logAxis', label = 'Logarithmic y-axis') => ({
  name,
  config: {
    type: 'CheckboxControl',
    label,
    renderTrigger: true,
    default: false,
    description: 'Logarithmic y-axis',
  } satisfies ControlConfig,
});

export const minorSplitLine = {
  name: 'minorSplitLine',
  config: {
    type: 'CheckboxControl',
    label: 'Minor Split Line',
    renderTrigger: true,
    default: false,
    description: 'Draw split lines for minor y-axis ticks',
  } satisfies ControlConfig,
};

export const truncateYAxis = (name = 'truncateYAxis') => ({
  name,
  config: {
    type: 'CheckboxControl',
    label: 'Truncate Y Axis',
    default: false,
    renderTrigger: true,
    description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
  } satisfies ControlConfig,
});

export const yAxisBounds = (name = 'y_axis_bounds', truncateName = 'truncateYAxis') => ({
  name,
  config: {
    type: 'BoundsControl',
    label: 'Y Axis Bounds',
    renderTrigger: true,
    default: [null, null],
    description:
      'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on ' +
      "the min/max of the data. Note that this feature will only expand the axis range. It won't " +
      "narrow the data's extent.",
    visibility: shown(truncateName),
  } satisfies ControlConfig,
});

export const zoomable = {
  name: 'zoomable',
  config: {
    type: 'CheckboxControl',
    label: 'Data Zoom',
    default: false,
    renderTrigger: true,
    description: 'Enable data zooming controls',
  } satisfies ControlConfig,
};

export const minorTicks = {
  name: 'minorTicks',
  config: {
    type: 'CheckboxControl',
    label: 'Minor ticks',
    default: false,
    renderTrigger: true,
    description: 'Show minor ticks on axes.',
  } satisfies ControlConfig,
};

export const markerEnabled = (name = 'markerEnabled') => ({
  name,
  config: {
    type: 'CheckboxControl',
    label: 'Marker',
    renderTrigger: true,
    default: false,
    description: 'Draw a marker on data points. Only applicable for line types.',
  } satisfies ControlConfig,
});

export const markerSize = (name = 'markerSize', enabledName: string | null = 'markerEnabled') => ({
  name,
  config: {
    type: 'SliderControl',
    label: 'Marker Size',
    renderTrigger: true,
    min: 0,
    max: 20,
    default: 6,
    description: 'Size of marker. Also applies to forecast observations.',
    ...(enabledName ? { visibility: shown(enabledName) } : {}),
  } satisfies ControlConfig,
});

export const areaControl = (name = 'area') => ({
  name,
  config: {
    type: 'CheckboxControl',
    label: 'Area Chart',
    renderTrigger: true,
    default: false,
    description: 'Draw area under curves. Only applicable for line types.',
  } satisfies ControlConfig,
});

export const opacityControl = (name = 'opacity', areaName: string | null = 'area') => ({
  name,
  config: {
    type: 'SliderControl',
    label: 'Area chart opacity',
    renderTrigger: true,
    min: 0,
    max: 1,
    step: 0.1,
    default: 0.2,
    description: 'Opacity of Area Chart. Also applies to confidence band.',
    ...(areaName ? { visibility: shown(areaName) } : {}),
  } satisfies ControlConfig,
});

export const SERIES_TYPE_CHOICES: [string, string][] = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
];

export const seriesTypeControl = (
  name = 'seriesType',
  choices = SERIES_TYPE_CHOICES,
  defaultValue = 'line',
  label = 'Series Style',
) => ({
  name,
  config: {
    type: 'SelectControl',
    label,
    renderTrigger: true,
    default: defaultValue,
    choices,
    description: 'Series chart type (line, bar etc)',
  } satisfies ControlConfig,
});
