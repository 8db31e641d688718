/**
 * The control panel as the screen shows it: sections split into the Data and Customize
 * tabs, each control with its state-derived config and visibility, changes that reset
 * controls becoming hidden, and the errors to report.
 */
import {
  SHARED_CONTROLS,
  controlWithState,
  getControlPanel,
  isControlVisible,
  isCustomControl,
  resetHiddenControls,
  stateFromFormData,
  validateControlPanel,
  type ControlConfig,
  type ControlPanelConfig,
  type ControlPanelSection,
  type ControlPanelState,
  type QueryFormData,
} from '@tessera/charts';
import { toDatasourceMeta, type ExploreDatasource } from './types';

export type PanelTab = 'data' | 'customize';

export type PanelItem =
  | { kind: 'control'; name: string; config: ControlConfig; visible: boolean }
  | { kind: 'header'; header: string };

export interface PanelSectionView {
  key: string;
  label: string | null;
  description?: string;
  expanded: boolean;
  rows: PanelItem[][];
}

export function panelState(
  formData: Partial<QueryFormData>,
  datasource: ExploreDatasource,
): ControlPanelState {
  return stateFromFormData(formData, toDatasourceMeta(datasource));
}

/** A section is a Data section unless overridden or all its controls only re-render. */
export function sectionTab(section: ControlPanelSection, panel: ControlPanelConfig): PanelTab {
  if (section.tabOverride) return section.tabOverride;
  const needsQuery = section.controlSetRows.some((row) =>
    row.some((item) => {
      if (typeof item === 'string') {
        const config = { ...SHARED_CONTROLS[item], ...panel.controlOverrides?.[item] };
        return config.renderTrigger !== true;
      }
      return isCustomControl(item) && item.config.renderTrigger !== true;
    }),
  );
  return needsQuery ? 'data' : 'customize';
}

function resolveItem(
  item: PanelItemSource,
  panel: ControlPanelConfig,
  state: ControlPanelState,
): PanelItem | null {
  if (item === null) return null;
  let name: string;
  let base: ControlConfig | undefined;
  if (typeof item === 'string') {
    name = item;
    base = SHARED_CONTROLS[item];
  } else if (isCustomControl(item)) {
    name = item.name;
    base = item.config;
  } else return { kind: 'header', header: item.header };
  if (!base) return null;
  const config = controlWithState({ ...base, ...panel.controlOverrides?.[name] }, state);
  return { kind: 'control', name, config, visible: isControlVisible(config, state, name) };
}
type PanelItemSource = ControlPanelSection['controlSetRows'][number][number];

/** The sections of one tab (hidden sections and sections with no visible control left out). */
export function panelSections(
  panel: ControlPanelConfig,
  state: ControlPanelState,
  tab: PanelTab,
): PanelSectionView[] {
  return panel.sections
    .map((section, i) => ({ section, i }))
    .filter(({ section }) => sectionTab(section, panel) === tab)
    .filter(({ section }) => !section.visibility || section.visibility(state))
    .map(({ section, i }) => ({
      key: `${i}-${section.label ?? ''}`,
      label: section.label,
      description: section.description,
      expanded: section.expanded !== false,
      rows: section.controlSetRows
        .map((row) =>
          row.map((item) => resolveItem(item, panel, state)).filter((x): x is PanelItem => !!x),
        )
        .filter((row) => row.some((it) => it.kind === 'header' || it.visible)),
    }))
    .filter((s) => s.rows.length > 0);
}

/** Whether the panel has a Customize tab at all. */
export const hasCustomizeTab = (panel: ControlPanelConfig): boolean =>
  panel.sections.some((s) => sectionTab(s, panel) === 'customize');

/** Form data after one control changed: controls that became hidden reset to their default. */
export function applyControlChange(
  panel: ControlPanelConfig,
  formData: QueryFormData,
  name: string,
  value: unknown,
  datasource: ExploreDatasource,
): QueryFormData {
  const before = panelState(formData, datasource);
  const next = { ...formData, [name]: value } as QueryFormData;
  const after = panelState(next, datasource);
  const reset = resetHiddenControls(panel, after);
  // Only controls that were visible before the change and are hidden now are reset.
  const result: Record<string, unknown> = { ...next };
  for (const key of new Set([...Object.keys(reset), ...Object.keys(next)])) {
    if (reset[key] === next[key]) continue;
    const config = findControl(panel, key);
    if (config && isControlVisible(config, before, key)) {
      if (reset[key] === undefined) delete result[key];
      else result[key] = reset[key];
    }
  }
  return result as QueryFormData;
}

function findControl(panel: ControlPanelConfig, name: string): ControlConfig | undefined {
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        if (item === name) return { ...SHARED_CONTROLS[name], ...panel.controlOverrides?.[name] };
        if (isCustomControl(item) && item.name === name)
          return { ...item.config, ...panel.controlOverrides?.[name] };
      }
    }
  }
  return undefined;
}

/** Every error to show and report: the validators', external ones, and the controls' own. */
export function panelErrors(
  panel: ControlPanelConfig,
  state: ControlPanelState,
  localErrors: Record<string, string[]> = {},
): Record<string, string[]> {
  const errors = validateControlPanel(panel, state);
  for (const [name, messages] of Object.entries(localErrors)) {
    if (messages.length === 0) continue;
    errors[name] = [...new Set([...(errors[name] ?? []), ...messages])];
  }
  return errors;
}

export const panelFor = (vizType: string): ControlPanelConfig | undefined =>
  getControlPanel(vizType);
