import { D3_FORMAT_DOCS, D3_FORMAT_OPTIONS } from '../shared/controls/formats.js';
import type { ControlPanelConfig } from '../types.js';

const textControl = (name: string, label: string, description: string) => ({
  name,
  config: { type: 'TextControl' as const, label, renderTrigger: true, default: '', description },
});

/** The Bullet Chart's controls: the metric, and the ranges, markers and marker lines. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['metric'], ['groupby'], ['adhoc_filters'], ['row_limit']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [textControl('ranges', 'Ranges', 'Ranges to highlight with shading')],
        [textControl('range_labels', 'Range labels', 'Labels for the ranges')],
        [textControl('markers', 'Markers', 'List of values to mark with triangles')],
        [textControl('marker_labels', 'Marker labels', 'Labels for the markers')],
        [textControl('marker_lines', 'Marker lines', 'List of values to mark with lines')],
        [textControl('marker_line_labels', 'Marker line labels', 'Labels for the marker lines')],
        [
          {
            name: 'y_axis_format',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Number format',
              renderTrigger: true,
              default: 'SMART_NUMBER',
              choices: D3_FORMAT_OPTIONS,
              description: D3_FORMAT_DOCS,
            },
          },
        ],
        [
          {
            name: 'show_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show labels',
              renderTrigger: true,
              default: true,
              description: 'Whether to show the range, marker and line labels',
            },
          },
        ],
        [
          {
            name: 'show_legend',
            config: {
              type: 'CheckboxControl',
              label: 'Show legend',
              renderTrigger: true,
              default: false,
              description: 'Whether to display a legend of the ranges, markers and lines',
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10 } },
};
