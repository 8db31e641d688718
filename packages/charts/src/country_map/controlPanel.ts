import { numberFormatControl } from '../shared/controls/index.js';
import type { ControlPanelConfig } from '../types.js';
import { COUNTRY_CHOICES } from './countries.js';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'select_country',
            config: {
              type: 'SelectControl',
              label: 'Country',
              default: null,
              // Another country's shapes, the same rows: no new query.
              renderTrigger: true,
              choices: COUNTRY_CHOICES,
              validators: ['nonEmpty'],
              description: 'Which country to plot the map for?',
            },
          },
        ],
        ['entity'],
        ['metric'],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [numberFormatControl('number_format', 'Number format')],
        ['linear_color_scheme'],
      ],
    },
  ],
  controlOverrides: {
    entity: {
      label: 'ISO 3166-2 Codes',
      description:
        'Column containing ISO 3166-2 codes of region/province/department in your table.',
    },
    metric: { label: 'Metric', description: 'Metric to display bottom title' },
  },
};
