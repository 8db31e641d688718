import {
  advancedAnalyticsSection,
  checkboxControl,
  dateFormatControl,
  numberFormatControl,
} from '../shared/controls/index.js';
import type { ControlPanelConfig } from '../types.js';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      expanded: true,
      description: 'Time related form attributes',
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
        [
          checkboxControl('contribution', 'Contribution', 'Compute the contribution to the total', {
            renderTrigger: false,
          }),
        ],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [numberFormatControl('number_format', 'Number format')],
        [dateFormatControl('date_time_format')],
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
            'rose_area_proportion',
            'Use Area Proportions',
            'Check if the Rose Chart should use segment area instead of segment radius for proportioning',
          ),
        ],
      ],
    },
    advancedAnalyticsSection,
  ],
  controlOverrides: { row_limit: { default: 10000 } },
};
