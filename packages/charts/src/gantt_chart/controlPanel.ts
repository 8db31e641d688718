import { chartTitleSection } from '../shared/controls/sections.js';
import { legendRows } from '../shared/controls/legendAndTooltip.js';
import { zoomable } from '../shared/controls/chartOptions.js';
import {
  D3_FORMAT_DOCS,
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
} from '../shared/controls/formats.js';
import { SHARED_CONTROLS, controlValue } from '../shared/controls/index.js';
import type { ControlPanelConfig, ControlPanelState } from '../types.js';

const temporalColumn = (label: string) => ({
  ...SHARED_CONTROLS.entity,
  label,
  description: undefined,
});

/** Superset 6's Gantt chart controls. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ name: 'start_time', config: temporalColumn('Start Time') }],
        [{ name: 'end_time', config: temporalColumn('End Time') }],
        [
          {
            name: 'y_axis',
            config: {
              ...SHARED_CONTROLS.x_axis,
              label: 'Y-axis',
              description: 'Dimension to use on y-axis.',
              mapStateToProps: undefined,
            },
          },
        ],
        ['series'],
        [
          {
            name: 'subcategories',
            config: {
              type: 'CheckboxControl',
              label: 'Subcategories',
              description:
                'Divides each category into subcategories based on the values in the ' +
                'dimension. It can be used to exclude intersections.',
              renderTrigger: true,
              default: false,
              visibility: (state: ControlPanelState) => Boolean(controlValue(state, 'series')),
            },
          },
        ],
        [
          {
            name: 'tooltip_metrics',
            config: {
              ...SHARED_CONTROLS.metric,
              multi: true,
              validators: [],
              default: [],
              label: 'Tooltip metrics',
              description: 'Metrics shown in the tooltip (the rows are grouped by the columns).',
            },
          },
        ],
        [
          {
            name: 'tooltip_columns',
            config: {
              ...SHARED_CONTROLS.columns,
              label: 'Tooltip columns',
              description: 'Columns shown in the tooltip.',
            },
          },
        ],
        ['adhoc_filters'],
        [
          {
            name: 'order_by_cols',
            config: {
              type: 'SelectControl',
              multi: true,
              label: 'Ordering',
              default: [],
              description: 'Order results by selected columns',
            },
          },
        ],
        ['row_limit'],
      ],
    },
    chartTitleSection,
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...legendRows,
        [zoomable],
        [{ header: 'X Axis' }],
        [
          {
            name: 'x_axis_time_bounds',
            config: {
              type: 'TimeRangeControl',
              label: 'Bounds',
              renderTrigger: true,
              default: [null, null],
              description:
                'Bounds for the X-axis. Selected time merges with min/max date of the data. ' +
                'When left empty, bounds dynamically defined based on the min/max of the data.',
            },
          },
        ],
        ['x_axis_time_format'],
        [{ header: 'Tooltip' }],
        [
          {
            name: 'tooltipTimeFormat',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Tooltip time format',
              renderTrigger: true,
              default: 'smart_date',
              choices: D3_TIME_FORMAT_OPTIONS,
              description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
            },
          },
        ],
        [
          {
            name: 'tooltipValuesFormat',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Number format',
              renderTrigger: true,
              default: 'SMART_NUMBER',
              choices: D3_FORMAT_OPTIONS,
              description: D3_FORMAT_DOCS,
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10000 } },
};
