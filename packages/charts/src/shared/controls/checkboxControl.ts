import type { ControlConfig } from '../../types.js';

/**
 * A checkbox of the control panel that only changes the picture (a render trigger), unticked
 * unless `more` says otherwise (`default`, `visibility`, ...).
 */
export const checkboxControl = (
  name: string,
  label: string,
  description: string,
  more: Partial<ControlConfig> = {},
) => ({
  name,
  config: {
    type: 'CheckboxControl',
    label,
    renderTrigger: true,
    default: false,
    description,
    ...more,
  } satisfies ControlConfig,
});
