import { SHARED_CONTROLS } from '../shared/controls/index.js';
import type { ControlPanelConfig } from '../types.js';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      expanded: true,
      description: 'Time related form attributes',
      controlSetRows: [['granularity_sqla'], ['time_grain_sqla']],
    },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        ['adhoc_filters'],
        [{ name: 'groupby', config: { ...SHARED_CONTROLS.groupby, validators: ['nonEmpty'] } }],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
        [
          {
            name: 'contribution',
            config: {
              type: 'CheckboxControl',
              label: 'Contribution',
              default: false,
              description: 'Compute the contribution to the total',
            },
          },
        ],
        ['row_limit', null],
      ],
    },
    {
      label: 'Parameters',
      expanded: false,
      controlSetRows: [
        [
          {
            name: 'significance_level',
            config: {
              type: 'TextControl',
              label: 'Significance Level',
              default: 0.05,
              isFloat: true,
              renderTrigger: true,
              description: 'Threshold alpha level for determining significance',
            },
          },
        ],
        [
          {
            name: 'pvalue_precision',
            config: {
              type: 'TextControl',
              label: 'p-value precision',
              default: 6,
              isInt: true,
              renderTrigger: true,
              description: 'Number of decimal places with which to display p-values',
            },
          },
        ],
        [
          {
            name: 'liftvalue_precision',
            config: {
              type: 'TextControl',
              label: 'Lift percent precision',
              default: 4,
              isInt: true,
              renderTrigger: true,
              description: 'Number of decimal places with which to display lift values',
            },
          },
        ],
      ],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metrics: standardized.metrics,
    groupby: standardized.columns,
  }),
};
