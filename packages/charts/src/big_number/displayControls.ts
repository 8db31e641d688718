import { dateFormatControl } from '../shared/controls/index.js';
import type { ControlSetRow } from '../types.js';

/** Font sizes and formats shared by both big number charts. */
export const bigNumberDisplayRows: ControlSetRow[] = [
  [
    {
      name: 'header_font_size',
      config: {
        type: 'SelectControl',
        label: 'Big Number Font Size',
        renderTrigger: true,
        clearable: false,
        default: 0.4,
        choices: [
          [0.2, 'Tiny'],
          [0.3, 'Small'],
          [0.4, 'Normal'],
          [0.5, 'Large'],
          [0.6, 'Huge'],
        ],
      },
    },
  ],
  [
    {
      name: 'subheader_font_size',
      config: {
        type: 'SelectControl',
        label: 'Subheader Font Size',
        renderTrigger: true,
        clearable: false,
        default: 0.15,
        choices: [
          [0.125, 'Tiny'],
          [0.15, 'Small'],
          [0.2, 'Normal'],
          [0.3, 'Large'],
          [0.4, 'Huge'],
        ],
      },
    },
  ],
  ['y_axis_format'],
  ['currency_format'],
  [dateFormatControl('time_format')],
  [
    {
      name: 'force_timestamp_formatting',
      config: {
        type: 'CheckboxControl',
        label: 'Force date format',
        renderTrigger: true,
        default: false,
        description: 'Use date formatting even when metric value is not a timestamp',
      },
    },
  ],
];
