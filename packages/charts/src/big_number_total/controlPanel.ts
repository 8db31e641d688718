import { bigNumberDisplayRows } from '../big_number/displayControls.js';
import type { ControlPanelConfig } from '../types.js';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['metric'], ['adhoc_filters']],
    },
    {
      label: 'Display settings',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'subheader',
            config: {
              type: 'TextControl',
              label: 'Subheader',
              renderTrigger: true,
              description: 'Description text that shows up below your Big Number',
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [...bigNumberDisplayRows, ['conditional_formatting']],
    },
  ],
  controlOverrides: {
    y_axis_format: { label: 'Number format' },
  },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
  }),
};
