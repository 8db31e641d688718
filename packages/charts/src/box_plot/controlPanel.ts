import {
  dateFormatControl,
  formatSelectOptions,
  numberFormatControl,
} from '../shared/controls/index.js';
import type { ControlConfig, ControlPanelConfig } from '../types.js';

export const WHISKER_OPTIONS = [
  'Tukey',
  'Min/max (no outliers)',
  '2/98 percentiles',
  '9/91 percentiles',
];

/** Superset's `x_ticks_layout`: how the x labels are laid out. */
export const xTicksLayoutControl = {
  name: 'x_ticks_layout',
  config: {
    type: 'SelectControl',
    label: 'X Tick Layout',
    choices: formatSelectOptions(['auto', 'flat', '45°', '90°', 'staggered']),
    default: 'auto',
    clearable: false,
    renderTrigger: true,
    description: 'The way the ticks are laid out on the X-axis',
  } satisfies ControlConfig,
};

/** ECharts label rotation of an `x_ticks_layout` (staggered is drawn at 45° as Superset does). */
export function xTicksLayoutLabel(layout: unknown): { rotate?: number; show?: boolean } {
  if (layout === '45°' || layout === 'staggered') return { rotate: -45 };
  if (layout === '90°') return { rotate: -90 };
  if (layout === 'flat') return { rotate: 0 };
  return { show: true };
}

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['time_grain_sqla'],
        ['temporal_columns_lookup'],
        ['metrics'],
        ['adhoc_filters'],
        ['groupby'],
        ['series_limit'],
        ['series_limit_metric'],
        [
          {
            name: 'whiskerOptions',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Whisker/outlier options',
              default: 'Tukey',
              description: 'Determines how whiskers and outliers are calculated.',
              choices: formatSelectOptions(WHISKER_OPTIONS),
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [xTicksLayoutControl],
        [numberFormatControl('number_format', 'Number format')],
        [dateFormatControl()],
      ],
    },
  ],
  controlOverrides: {
    columns: {
      label: 'Distribute across',
      multi: true,
      description: 'Columns to calculate distribution across.',
    },
    groupby: {
      label: 'Dimensions',
      description: 'Categories to group by on the x-axis.',
    },
  },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metrics: standardized.metrics,
    groupby: standardized.columns,
  }),
};
