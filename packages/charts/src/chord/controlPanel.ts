import { SHARED_CONTROLS } from '../shared/controls/index.js';
import type { ControlPanelConfig } from '../types.js';

const single = (name: string, label: string, description: string) => ({
  name,
  config: {
    ...SHARED_CONTROLS.groupby,
    label,
    multi: false,
    default: null,
    validators: ['nonEmpty' as const],
    description,
  },
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [single('groupby', 'Source', 'Choose a source')],
        [single('columns', 'Target', 'Choose a target')],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [['y_axis_format'], ['color_scheme']],
    },
  ],
  controlOverrides: {
    y_axis_format: { label: 'Number format', description: 'Choose a number format' },
  },
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
  }),
};
