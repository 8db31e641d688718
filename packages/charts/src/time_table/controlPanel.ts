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
        ['groupby'],
        ['limit'],
        [
          {
            name: 'column_collection',
            config: {
              type: 'CollectionControl',
              label: 'Time series columns',
              validators: ['nonEmpty'],
              controlName: 'TimeSeriesColumnControl',
              itemDefault: { label: '', colType: '' },
              default: [],
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'url',
            config: {
              type: 'TextControl',
              label: 'URL',
              default: '',
              renderTrigger: true,
              description:
                "Templated link, it's possible to include {{ metric }} or other values " +
                'coming from the controls.',
            },
          },
        ],
        ['row_limit'],
        ['timeseries_limit_metric'],
        ['order_desc'],
      ],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metrics: standardized.metrics,
    groupby: standardized.columns,
  }),
};
