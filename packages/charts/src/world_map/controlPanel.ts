import { SHARED_CONTROLS, controlValue } from '../shared/controls/index.js';
import type { ControlPanelConfig, ControlPanelState } from '../types.js';

const colorBy = (value: string) => (state: ControlPanelState) =>
  (controlValue(state, 'color_by') ?? 'metric') === value;

export const COUNTRY_FIELD_TYPES: [string, string][] = [
  ['name', 'Full name'],
  ['cioc', 'code International Olympic Committee (cioc)'],
  ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
  ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['entity'],
        [
          {
            name: 'country_fieldtype',
            config: {
              type: 'SelectControl',
              label: 'Country Field Type',
              default: 'cca2',
              // The codes are joined to the shapes where the chart draws: no new query.
              renderTrigger: true,
              choices: COUNTRY_FIELD_TYPES,
              description:
                'The country code standard that Superset should expect to find in the [country] column',
            },
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'show_bubbles',
            config: {
              type: 'CheckboxControl',
              label: 'Show Bubbles',
              default: false,
              renderTrigger: true,
              description: 'Whether to display bubbles on top of countries',
            },
          },
        ],
        ['secondary_metric'],
        [
          {
            name: 'max_bubble_size',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Max Bubble Size',
              default: '25',
              renderTrigger: true,
              choices: ['5', '10', '15', '25', '50', '75', '100'].map((v) => [v, v]),
            },
          },
        ],
        ['color_picker'],
        [
          {
            name: 'color_by',
            config: {
              type: 'RadioButtonControl',
              label: 'Color by',
              default: 'metric',
              renderTrigger: true,
              choices: [
                ['metric', 'Metric'],
                ['country', 'Country'],
              ],
              description:
                'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
            },
          },
        ],
        [
          {
            name: 'linear_color_scheme',
            config: {
              ...SHARED_CONTROLS.linear_color_scheme,
              label: 'Country Color Scheme',
              visibility: colorBy('metric'),
            },
          },
        ],
        [
          {
            name: 'color_scheme',
            config: { ...SHARED_CONTROLS.color_scheme, visibility: colorBy('country') },
          },
        ],
        ['y_axis_format'],
        ['currency_format'],
      ],
    },
  ],
  controlOverrides: {
    entity: { label: 'Country Column', description: '3 letter code of the country' },
    metric: {
      label: 'Metric for Color',
      description: 'Metric that defines the color of the country',
    },
    secondary_metric: {
      label: 'Bubble Size',
      description: 'Metric that defines the size of the bubble',
    },
    color_picker: { label: 'Bubble Color' },
    row_limit: { default: 10000 },
  },
};
