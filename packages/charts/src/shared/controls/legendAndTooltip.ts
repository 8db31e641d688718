import type { ControlPanelState, ControlSetRow } from '../../types.js';
import { checkboxControl } from './checkboxControl.js';
import { controlValue } from './columnState.js';
import { SHARED_CONTROLS } from './sharedControls.js';

/** Legend, series order and tooltip rows of the ECharts charts' "Chart Options". */

const shown = (name: string) => (state: ControlPanelState) => Boolean(controlValue(state, name));

export const legendRows: ControlSetRow[] = [
  [{ header: 'Legend' }],
  [
    checkboxControl('show_legend', 'Show legend', 'Whether to display a legend for the chart', {
      default: true,
    }),
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
    checkboxControl(
      'sort_series_ascending',
      'Sort Series Ascending',
      'Sort series in ascending order',
    ),
  ],
];

export const richTooltipRows: ControlSetRow[] = [
  [{ header: 'Tooltip' }],
  [
    checkboxControl(
      'rich_tooltip',
      'Rich tooltip',
      'Shows a list of all series available at that point in time',
      { default: true },
    ),
  ],
  [
    checkboxControl(
      'showTooltipTotal',
      'Show total',
      'Whether to display the total value in the tooltip',
      { default: true, visibility: shown('rich_tooltip') },
    ),
  ],
  [
    checkboxControl(
      'showTooltipPercentage',
      'Show percentage',
      'Whether to display the percentage value in the tooltip',
      {
        default: true,
        visibility: (state) =>
          Boolean(controlValue(state, 'rich_tooltip')) && !controlValue(state, 'contributionMode'),
      },
    ),
  ],
  [
    checkboxControl(
      'tooltipSortByMetric',
      'Tooltip sort by metric',
      'Whether to sort tooltip by the selected metric in descending order.',
      { visibility: shown('rich_tooltip') },
    ),
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
