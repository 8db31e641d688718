import { controlPanel as tableControlPanel } from '../table/controlPanel.js';
import type { ControlPanelConfig, ControlSetRow } from '../types.js';

export const DEFAULT_HANDLEBARS_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

export const DEFAULT_STYLE_TEMPLATE = `/*
.data-list {
  background-color: yellow;
}
*/`;

/** The table's query controls (query mode, dimensions, metrics, columns, ordering, limits). */
const tableQueryRows: ControlSetRow[] = tableControlPanel.sections[0]?.controlSetRows ?? [];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ...tableQueryRows,
        [
          {
            name: 'include_time',
            config: {
              type: 'CheckboxControl',
              label: 'Include time',
              description: 'Whether to include the time granularity as defined in the time section',
              default: false,
            },
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'handlebarsTemplate',
            config: {
              type: 'TextAreaControl',
              language: 'handlebars',
              label: 'Handlebars Template',
              description: 'A handlebars template that is applied to the data',
              default: DEFAULT_HANDLEBARS_TEMPLATE,
              renderTrigger: true,
              validators: ['nonEmpty'],
            },
          },
        ],
        [
          {
            name: 'styleTemplate',
            config: {
              type: 'TextAreaControl',
              language: 'css',
              label: 'CSS Styles',
              description: 'CSS applied to the chart',
              default: DEFAULT_STYLE_TEMPLATE,
              renderTrigger: true,
            },
          },
        ],
      ],
    },
  ],
  formDataOverrides: tableControlPanel.formDataOverrides,
};
