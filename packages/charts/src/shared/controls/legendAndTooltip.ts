import type { ControlPanelState, ControlSetRow } from '../../types.js';
import { controlValue } from './columnState.js';
import { SHARED_CONTROLS } from './sharedControls.js';

/** Legend, series order and tooltip rows of the ECharts charts' "Chart Options". */

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

export const legendRows: ControlSetRow[] = [
  [{ header: 'Legend' }],
  [
    {
      name: 'show_legend',
      config: {
        type: 'CheckboxControl',
        label: 'Show legend',
        renderTrigger: true,
        default: true,
        description: 'Whether to display a legend for the chart',
      },
    },
  ],
  [
    {
      name: 'legendType',
      config: {
        type: 'SelectControl',
        freeForm: false,
        label: 'Type',
        choices: [
          ['scroll', 'Scroll'],
          ['plain', 'Plain'],
        ],
        default: 'scroll',
        renderTrigger: true,
        description: 'Legend type',
        visibility: shown('show_legend'),
      },
    },
  ],
  [
    {
      name: 'legendOrientation',
      config: {
        type: 'SelectControl',
        freeForm: false,
        label: 'Orientation',
        choices: [
          ['top', 'Top'],
          ['bottom', 'Bottom'],
          ['left', 'Left'],
          ['right', 'Right'],
        ],
        default: 'top',
        renderTrigger: true,
        description: 'Legend Orientation',
        visibility: shown('show_legend'),
      },
    },
  ],
  [
    {
      name: 'legendMargin',
      config: {
        type: 'TextControl',
        label: 'Margin',
        renderTrigger: true,
        isInt: true,
        validators: ['integer'],
        default: null,
        description: 'Additional padding for legend.',
        visibility: shown('show_legend'),
      },
    },
  ],
];

export const SORT_SERIES_CHOICES: [string, string][] = [
  ['name', 'Category name'],
  ['sum', 'Total value'],
  ['min', 'Minimum value'],
  ['max', 'Maximum value'],
  ['avg', 'Average value'],
];

export const seriesOrderRows: ControlSetRow[] = [
  [{ header: 'Series Order' }],
  [
    {
      name: 'sort_series_type',
      config: {
        type: 'SelectControl',
        freeForm: false,
        label: 'Sort Series By',
        choices: SORT_SERIES_CHOICES,
        default: 'sum',
        renderTrigger: true,
        description: 'Based on what should series be ordered on the chart and legend',
      },
    },
  ],
  [
    {
      name: 'sort_series_ascending',
      config: {
        type: 'CheckboxControl',
        label: 'Sort Series Ascending',
        default: false,
        renderTrigger: true,
        description: 'Sort series in ascending order',
      },
    },
  ],
];

export const richTooltipRows: ControlSetRow[] = [
  [{ header: 'Tooltip' }],
  [
    {
      name: 'rich_tooltip',
      config: {
        type: 'CheckboxControl',
        label: 'Rich tooltip',
        renderTrigger: true,
        default: true,
        description: 'Shows a list of all series available at that point in time',
      },
    },
  ],
  [
    {
      name: 'showTooltipTotal',
      config: {
        type: 'CheckboxControl',
        label: 'Show total',
        renderTrigger: true,
        default: true,
        description: 'Whether to display the total value in the tooltip',
        visibility: shown('rich_tooltip'),
      },
    },
  ],
  [
    {
      name: 'showTooltipPercentage',
      config: {
        type: 'CheckboxControl',
        label: 'Show percentage',
        renderTrigger: true,
        default: true,
        description: 'Whether to display the percentage value in the tooltip',
        visibility: (state) =>
          Boolean(controlValue(state, 'rich_tooltip')) && !controlValue(state, 'contributionMode'),
      },
    },
  ],
  [
    {
      name: 'tooltipSortByMetric',
      config: {
        type: 'CheckboxControl',
        label: 'Tooltip sort by metric',
        renderTrigger: true,
        default: false,
        description: 'Whether to sort tooltip by the selected metric in descending order.',
        visibility: shown('rich_tooltip'),
      },
    },
  ],
  [
    {
      name: 'tooltipTimeFormat',
      config: {
        ...SHARED_CONTROLS.x_axis_time_format,
        label: 'Tooltip time format',
        default: 'smart_date',
        clearable: false,
      },
    },
  ],
];
