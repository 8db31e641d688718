import type { ControlPanelConfig } from '../types.js';

/** The legacy Parallel Coordinates controls. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['series'],
        ['metrics'],
        ['secondary_metric'],
        ['adhoc_filters'],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'show_datatable',
            config: {
              type: 'CheckboxControl',
              label: 'Data Table',
              default: false,
              renderTrigger: true,
              description: 'Whether to display the interactive data table',
            },
          },
          {
            name: 'include_series',
            config: {
              type: 'CheckboxControl',
              label: 'Include Series',
              renderTrigger: true,
              default: false,
              description: 'Include series name as an axis',
            },
          },
        ],
        ['linear_color_scheme'],
      ],
    },
  ],
  controlOverrides: {
    series: { validators: ['nonEmpty'] },
    secondary_metric: {
      label: 'Color Metric',
      description: 'A metric to use for color',
    },
    limit: { label: 'Series limit' },
  },
};
