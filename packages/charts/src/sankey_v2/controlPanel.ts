import { SHARED_CONTROLS } from '../shared/controls/index.js';
import type { ControlPanelConfig, ControlValidator } from '../types.js';

/** A single-column select ("Source", "Target") built on the shared groupby control. */
export const singleColumnControl = (name: string, label: string, description: string) => ({
  name,
  config: {
    ...SHARED_CONTROLS.groupby,
    label,
    multi: false,
    clearable: false,
    default: null,
    validators: ['nonEmpty'] as ControlValidator[],
    description,
  },
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          singleColumnControl(
            'source',
            'Source',
            'The column to be used as the source of the edge.',
          ),
        ],
        [
          singleColumnControl(
            'target',
            'Target',
            'The column to be used as the target of the edge.',
          ),
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [['color_scheme']],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
  }),
};
