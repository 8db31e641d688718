import { SHARED_CONTROLS, controlValue } from '../shared/controls/index.js';
import { singleColumnControl } from '../sankey_v2/controlPanel.js';
import type {
  ControlChoice,
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
} from '../types.js';

const LABEL_POSITIONS: ControlChoice[] = [
  ['top', 'top'],
  ['bottom', 'bottom'],
  ['left', 'left'],
  ['right', 'right'],
];

const orthogonal = (state: ControlPanelState) =>
  (controlValue(state, 'layout') ?? 'orthogonal') === 'orthogonal';

const option = (name: string, config: ControlConfig) => ({
  name,
  config: { renderTrigger: true, ...config } satisfies ControlConfig,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [singleColumnControl('id', 'Id', 'Name of the id column')],
        [
          singleColumnControl(
            'parent',
            'Parent',
            'Name of the column containing the id of the parent node',
          ),
        ],
        [
          {
            name: 'name',
            config: {
              ...SHARED_CONTROLS.groupby,
              label: 'Name',
              multi: false,
              default: null,
              validators: [],
              description: 'Optional name of the data column.',
            },
          },
        ],
        [
          {
            name: 'root_node_id',
            config: {
              type: 'TextControl',
              label: 'Root node id',
              default: '',
              renderTrigger: true,
              description: 'Id of root node of the tree.',
            },
          },
        ],
        [
          {
            name: 'metric',
            config: {
              ...SHARED_CONTROLS.metric,
              validators: [],
              clearable: true,
              description: 'Metric for node values',
            },
          },
        ],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [{ header: 'Options' }],
        [
          option('layout', {
            type: 'RadioButtonControl',
            label: 'Tree layout',
            choices: [
              ['orthogonal', 'Orthogonal'],
              ['radial', 'Radial'],
            ],
            default: 'orthogonal',
            description: 'Layout type of tree',
          }),
        ],
        [
          option('orient', {
            type: 'RadioButtonControl',
            label: 'Tree orientation',
            choices: [
              ['LR', 'Left to Right'],
              ['RL', 'Right to Left'],
              ['TB', 'Top to Bottom'],
              ['BT', 'Bottom to Top'],
            ],
            default: 'LR',
            description: 'Orientation of tree',
            visibility: orthogonal,
          }),
        ],
        [
          option('node_label_position', {
            type: 'RadioButtonControl',
            label: 'Node label position',
            choices: LABEL_POSITIONS,
            default: 'left',
            description: 'Position of intermediate node label on tree',
          }),
        ],
        [
          option('child_label_position', {
            type: 'RadioButtonControl',
            label: 'Child label position',
            choices: LABEL_POSITIONS,
            default: 'bottom',
            description: 'Position of child node label on tree',
          }),
        ],
        [
          option('emphasis', {
            type: 'RadioButtonControl',
            label: 'Emphasis',
            choices: [
              ['ancestor', 'ancestor'],
              ['descendant', 'descendant'],
            ],
            default: 'descendant',
            description: 'Which relatives to highlight on hover',
            visibility: orthogonal,
          }),
        ],
        [
          option('symbol', {
            type: 'SelectControl',
            label: 'Symbol',
            freeForm: false,
            clearable: false,
            choices: [
              ['emptyCircle', 'Empty circle'],
              ['circle', 'Circle'],
              ['rect', 'Rectangle'],
              ['triangle', 'Triangle'],
              ['diamond', 'Diamond'],
              ['pin', 'Pin'],
              ['arrow', 'Arrow'],
              ['none', 'None'],
            ],
            default: 'emptyCircle',
            description: 'Layout type of tree',
          }),
        ],
        [
          option('symbolSize', {
            type: 'SliderControl',
            label: 'Symbol size',
            min: 5,
            max: 30,
            step: 2,
            default: 7,
            description: 'Size of edge symbols',
          }),
        ],
        [
          option('roam', {
            type: 'SelectControl',
            label: 'Enable graph roaming',
            choices: [
              [false, 'Disabled'],
              ['scale', 'Scale only'],
              ['move', 'Move only'],
              [true, 'Scale and Move'],
            ],
            default: true,
            description: 'Whether to enable changing graph position and scaling.',
          }),
        ],
      ],
    },
  ],
  formDataOverrides: (formData, standardized) => ({
    ...formData,
    metric: standardized.metrics[0] ?? formData.metric,
  }),
};
