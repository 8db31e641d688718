import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  ControlSetItem,
  CustomControlItem,
  QueryFormData,
} from '../../types.js';
import { controlValue } from './columnState.js';
import { SHARED_CONTROLS } from './sharedControls.js';
import { validateControlValue } from './validators.js';

export interface ResolvedControl {
  name: string;
  config: ControlConfig;
  /** The label of the section holding the control. */
  section: string | null;
}

export const isCustomControl = (item: ControlSetItem | string | null): item is CustomControlItem =>
  typeof item === 'object' && item !== null && 'name' in item;

/**
 * Every control of a panel with its final config: shared controls looked up by name,
 * then the panel's `controlOverrides` applied. Throws on a name the registry lacks.
 */
export function resolveControlPanel(panel: ControlPanelConfig): ResolvedControl[] {
  const resolved: ResolvedControl[] = [];
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        let name: string;
        let base: ControlConfig;
        if (typeof item === 'string') {
          const shared = SHARED_CONTROLS[item];
          if (!shared) throw new Error(`Unknown shared control "${item}"`);
          name = item;
          base = shared;
        } else if (isCustomControl(item)) {
          name = item.name;
          base = item.config;
        } else {
          continue;
        }
        resolved.push({
          name,
          config: { ...base, ...panel.controlOverrides?.[name] },
          section: section.label,
        });
      }
    }
  }
  return resolved;
}

/** One control's resolved config, or undefined when the panel does not have it. */
export function getControlConfig(
  panel: ControlPanelConfig,
  name: string,
): ControlConfig | undefined {
  return resolveControlPanel(panel).find((c) => c.name === name)?.config;
}

/** A control's config with its `mapStateToProps` applied for this state. */
export function controlWithState(config: ControlConfig, state: ControlPanelState): ControlConfig {
  return config.mapStateToProps ? { ...config, ...config.mapStateToProps(state) } : config;
}

/** The form data of a new chart of this type: every control's default. */
export function controlPanelDefaults(
  panel: ControlPanelConfig,
  state: ControlPanelState = { controls: {}, formData: {} },
): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const { name, config } of resolveControlPanel(panel)) {
    const value = controlWithState(config, state).default;
    if (value !== undefined) defaults[name] = value;
  }
  return defaults;
}

/** Whether the control shows in this state (its visibility rule and `hidden`). */
export function isControlVisible(
  config: ControlConfig,
  state: ControlPanelState,
  name: string,
): boolean {
  const hidden = typeof config.hidden === 'function' ? config.hidden(state) : config.hidden;
  if (hidden || config.type === 'HiddenControl') return false;
  return config.visibility
    ? config.visibility(state, { name, value: controlValue(state, name) })
    : true;
}

/** A panel state built from form data alone (no control options beyond the dataset's). */
export function stateFromFormData(
  formData: Partial<QueryFormData>,
  datasource?: ControlPanelState['datasource'],
): ControlPanelState {
  return { controls: {}, formData, datasource };
}

/**
 * The validation errors of every visible control, keyed by control name (controls
 * without errors are left out).
 */
export function validateControlPanel(
  panel: ControlPanelConfig,
  state: ControlPanelState,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { name, config } of resolveControlPanel(panel)) {
    if (!isControlVisible(config, state, name)) continue;
    const messages = [
      ...validateControlValue(config, controlValue(state, name), { formData: state.formData }),
      ...(config.externalValidation?.(state) ?? []),
    ];
    if (messages.length > 0) errors[name] = messages;
  }
  return errors;
}

/**
 * Form data with the values of controls that are now hidden reset to their defaults
 * (unless `resetOnHide` is false), as explore does when a control disappears.
 */
export function resetHiddenControls(
  panel: ControlPanelConfig,
  state: ControlPanelState,
): Record<string, unknown> {
  const formData: Record<string, unknown> = { ...state.formData };
  for (const { name, config } of resolveControlPanel(panel)) {
    if (config.resetOnHide === false || config.type === 'HiddenControl') continue;
    if (!isControlVisible(config, state, name)) {
      if (config.default === undefined) delete formData[name];
      else formData[name] = config.default;
    }
  }
  return formData;
}
