import type { ControlPanelConfig } from '../types.js';

/** The legacy horizon chart's controls (legacy time section, series height, colour scale). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      expanded: true,
      controlSetRows: [['granularity_sqla'], ['time_grain_sqla'], ['time_range']],
    },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        ['adhoc_filters'],
        ['groupby'],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'series_height',
            config: {
              type: 'SelectControl',
              renderTrigger: true,
              freeForm: true,
              label: 'Series Height',
              default: '25',
              choices: ['10', '25', '40', '50', '75', '100', '150', '200'].map((v) => [v, v]),
              description: 'Pixel height of each series',
            },
          },
          {
            name: 'horizon_color_scale',
            config: {
              type: 'SelectControl',
              renderTrigger: true,
              label: 'Value Domain',
              default: 'series',
              choices: [
                ['series', 'series'],
                ['overall', 'overall'],
                ['change', 'change'],
              ],
              description:
                'series: Treat each series independently; overall: All series use the same ' +
                'scale; change: Show changes compared to the first data point in each series',
            },
          },
        ],
      ],
    },
  ],
};
