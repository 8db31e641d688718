import type { ControlPanelConfig } from '../types.js';

/** A new filter configuration: FilterBoxItemControl's defaults. */
export const FILTER_CONFIG_DEFAULTS = {
  column: '',
  label: '',
  asc: true,
  clearable: true,
  multiple: true,
  searchAllOptions: false,
};

/**
 * Superset's filter box panel: the time section, then the filters (`filter_configs`, each
 * edited by FilterBoxItemControl: column, label, default value, sort metric, sort ascending,
 * multiple selections, search all options, required), the date, time grain and time column
 * filters, instant filtering, and the adhoc filters that limit the values offered.
 */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      expanded: true,
      description: 'Time related form attributes',
      controlSetRows: [['granularity_sqla'], ['time_grain_sqla'], ['time_range']],
    },
    {
      label: 'Filters configuration',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'filter_configs',
            config: {
              type: 'CollectionControl',
              label: 'Filters',
              description: 'Filter configuration for the filter box',
              default: [],
              validators: [],
              controlName: 'FilterBoxItemControl',
              itemDefault: FILTER_CONFIG_DEFAULTS,
            },
          },
        ],
        [
          {
            name: 'date_filter',
            config: {
              type: 'CheckboxControl',
              label: 'Date filter',
              default: true,
              description: 'Whether to include a time filter',
            },
          },
          {
            name: 'instant_filtering',
            config: {
              type: 'CheckboxControl',
              label: 'Instant filtering',
              renderTrigger: true,
              default: false,
              description:
                'Check to apply filters instantly as they change instead of displaying [Apply] button',
            },
          },
        ],
        [
          {
            name: 'show_sqla_time_granularity',
            config: {
              type: 'CheckboxControl',
              label: 'Show SQL granularity dropdown',
              default: false,
              description: 'Check to include SQL granularity dropdown',
            },
          },
          {
            name: 'show_sqla_time_column',
            config: {
              type: 'CheckboxControl',
              label: 'Show SQL time column',
              default: false,
              description: 'Check to include time column dropdown',
            },
          },
        ],
        ['adhoc_filters'],
      ],
    },
  ],
  controlOverrides: {
    adhoc_filters: {
      label: 'Limit selector values',
      description: 'These filters apply to the values available in the dropdowns',
    },
  },
};
