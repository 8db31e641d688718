import type { ControlPanelConfig } from '../types.js';

export const ROTATION_CHOICES: [string, string][] = [
  ['random', 'random'],
  ['flat', 'flat'],
  ['square', 'square'],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['series'],
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
            name: 'size_from',
            config: {
              type: 'TextControl',
              isInt: true,
              label: 'Minimum Font Size',
              renderTrigger: true,
              default: 10,
              description: 'Font size for the smallest value in the list',
            },
          },
          {
            name: 'size_to',
            config: {
              type: 'TextControl',
              isInt: true,
              label: 'Maximum Font Size',
              renderTrigger: true,
              default: 70,
              description: 'Font size for the biggest value in the list',
            },
          },
        ],
        [
          {
            name: 'rotation',
            config: {
              type: 'SelectControl',
              label: 'Word Rotation',
              choices: ROTATION_CHOICES,
              renderTrigger: true,
              default: 'square',
              clearable: false,
              description: 'Rotation to apply to words in the cloud',
            },
          },
        ],
        ['color_scheme'],
      ],
    },
  ],
  controlOverrides: {
    series: { validators: ['nonEmpty'], clearable: false },
    row_limit: { default: 100 },
  },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    series: standardized.columns[0] ?? formData.series,
    metric: standardized.metrics[0] ?? formData.metric,
  }),
};
