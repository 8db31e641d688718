import { SHARED_CONTROLS, controlValue, legendRows } from '../shared/controls/index.js';
import { singleColumnControl } from '../sankey_v2/controlPanel.js';
import type {
  ControlChoice,
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  ControlValidator,
} from '../types.js';

const forceLayout = (state: ControlPanelState) => controlValue(state, 'layout') === 'force';

const optionalColumn = (name: string, label: string, description: string) => ({
  name,
  config: {
    ...SHARED_CONTROLS.groupby,
    label,
    multi: false,
    default: null,
    validators: [] as ControlValidator[],
    description,
  },
});

const slider = (
  name: string,
  label: string,
  min: number,
  max: number,
  step: number,
  def: number,
  description: string,
  more: Partial<ControlConfig> = {},
) => ({
  name,
  config: {
    type: 'SliderControl',
    label,
    renderTrigger: true,
    min,
    max,
    step,
    default: def,
    description,
    ...more,
  } satisfies ControlConfig,
});

const radio = (
  name: string,
  label: string,
  choices: ControlChoice[],
  def: unknown,
  description: string,
  more: Partial<ControlConfig> = {},
) => ({
  name,
  config: {
    type: 'RadioButtonControl',
    label,
    renderTrigger: true,
    choices,
    default: def,
    description,
    ...more,
  } satisfies ControlConfig,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [singleColumnControl('source', 'Source', 'Name of the source nodes')],
        [singleColumnControl('target', 'Target', 'Name of the target nodes')],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          optionalColumn(
            'source_category',
            'Source category',
            'The category of source nodes used to assign colors. If a node is associated ' +
              'with more than one category, only the first will be used.',
          ),
        ],
        [optionalColumn('target_category', 'Target category', 'Category of target nodes')],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...legendRows,
        [{ header: 'Layout' }],
        [
          radio(
            'layout',
            'Graph layout',
            [
              ['force', 'Force'],
              ['circular', 'Circular'],
            ],
            'force',
            'Layout type of graph',
          ),
        ],
        [
          radio(
            'edgeSymbol',
            'Edge symbols',
            [
              ['none,none', 'None'],
              ['none,arrow', 'Arrow'],
              ['circle,arrow', 'Circle and arrow'],
              ['circle,circle', 'Circles'],
            ],
            'none,arrow',
            'Symbol of two ends of edge line',
          ),
        ],
        [
          {
            name: 'draggable',
            config: {
              type: 'CheckboxControl',
              label: 'Enable node dragging',
              renderTrigger: true,
              default: false,
              description: 'Whether to enable node dragging in force layout mode.',
              visibility: forceLayout,
            },
          },
        ],
        [
          radio(
            'roam',
            'Enable graph roaming',
            [
              [false, 'Disabled'],
              ['scale', 'Scale only'],
              ['move', 'Move only'],
              [true, 'Scale and Move'],
            ],
            true,
            'Whether to enable changing graph position and scaling.',
          ),
        ],
        [
          radio(
            'selectedMode',
            'Node select mode',
            [
              [false, 'Disabled'],
              ['single', 'Single'],
              ['multiple', 'Multiple'],
            ],
            'single',
            'Allow node selections',
          ),
        ],
        [
          slider(
            'showSymbolThreshold',
            'Label threshold',
            0,
            100,
            1,
            0,
            'Minimum value for label to be displayed on graph.',
          ),
        ],
        [
          slider(
            'baseNodeSize',
            'Node size',
            5,
            100,
            1,
            20,
            'Median node size, the largest node will be 4 times larger than the smallest',
          ),
        ],
        [
          slider(
            'baseEdgeWidth',
            'Edge width',
            0.5,
            10,
            0.5,
            3,
            'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
          ),
        ],
        [
          slider('edgeLength', 'Edge length', 100, 1000, 50, 400, 'Edge length between nodes', {
            visibility: forceLayout,
          }),
        ],
        [
          slider(
            'gravity',
            'Gravity',
            0.1,
            1,
            0.1,
            0.3,
            'Strength to pull the graph toward center',
            {
              visibility: forceLayout,
            },
          ),
        ],
        [
          slider(
            'repulsion',
            'Repulsion',
            100,
            3000,
            50,
            1000,
            'Repulsion strength between nodes',
            {
              visibility: forceLayout,
            },
          ),
        ],
        [
          slider('friction', 'Friction', 0.1, 1, 0.1, 0.2, 'Friction between nodes', {
            visibility: forceLayout,
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
