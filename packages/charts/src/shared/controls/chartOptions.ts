import { GENERIC_DATA_TYPE } from '@tessera/core';
import type { ControlConfig, ControlPanelState, ControlSetRow } from '../../types.js';
import { checkboxControl } from './checkboxControl.js';
import { controlValue, isColumnOfType } from './columnState.js';

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

export const STACK_CHOICES: [string | null, string][] = [
  [null, 'None'],
  ['Stack', 'Stack'],
  ['Stream', 'Stream'],
];

export const showValueControl = checkboxControl(
  'show_value',
  'Show Value',
  'Show series values on the chart',
);

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

export const onlyTotalControl = checkboxControl(
  'only_total',
  'Only Total',
  'Only show the total value on the stacked chart, and not show on the selected category',
  {
    default: true,
    visibility: (state: ControlPanelState) =>
      Boolean(controlValue(state, 'show_value')) && Boolean(controlValue(state, 'stack')),
  },
);

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
export const xAxisForceCategorical = checkboxControl(
  'xAxisForceCategorical',
  'Force categorical',
  'Treat values as categorical.',
  {
    visibility: (state: ControlPanelState) =>
      isColumnOfType(state, controlValue(state, 'x_axis'), [GENERIC_DATA_TYPE.NUMERIC]),
  },
);

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

export const truncateXAxis = checkboxControl(
  'truncateXAxis',
  'Truncate X Axis',
  'Truncate X Axis. Can be overridden by specifying a min or max bound. Only applicable for numerical X axis.',
  { default: true },
);

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

export const logAxis = (name = 'logAxis', label = 'Logarithmic y-axis') =>
  checkboxControl(name, label, 'Logarithmic y-axis');

export const minorSplitLine = checkboxControl(
  'minorSplitLine',
  'Minor Split Line',
  'Draw split lines for minor y-axis ticks',
);

export const truncateYAxis = (name = 'truncateYAxis') =>
  checkboxControl(
    name,
    'Truncate Y Axis',
    'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
  );

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

export const zoomable = checkboxControl('zoomable', 'Data Zoom', 'Enable data zooming controls');

export const minorTicks = checkboxControl('minorTicks', 'Minor ticks', 'Show minor ticks on axes.');

export const markerEnabled = (name = 'markerEnabled') =>
  checkboxControl(name, 'Marker', 'Draw a marker on data points. Only applicable for line types.');

/** A slider that only changes the picture, shown while the checkbox `shownBy` (if any) is ticked. */
const sliderControl = (
  name: string,
  label: string,
  description: string,
  range: { min: number; max: number; step?: number; default: number },
  shownBy: string | null,
) => ({
  name,
  config: {
    type: 'SliderControl',
    label,
    renderTrigger: true,
    ...range,
    description,
    ...(shownBy ? { visibility: shown(shownBy) } : {}),
  } satisfies ControlConfig,
});

export const markerSize = (name = 'markerSize', enabledName: string | null = 'markerEnabled') =>
  sliderControl(
    name,
    'Marker Size',
    'Size of marker. Also applies to forecast observations.',
    { min: 0, max: 20, default: 6 },
    enabledName,
  );

export const areaControl = (name = 'area') =>
  checkboxControl(name, 'Area Chart', 'Draw area under curves. Only applicable for line types.');

export const opacityControl = (name = 'opacity', areaName: string | null = 'area') =>
  sliderControl(
    name,
    'Area chart opacity',
    'Opacity of Area Chart. Also applies to confidence band.',
    { min: 0, max: 1, step: 0.1, default: 0.2 },
    areaName,
  );

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
