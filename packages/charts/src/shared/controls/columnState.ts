import { getColumnLabel, isAdhocColumn, isPhysicalColumn } from '../query/labels.js';
import type { ControlPanelState, DatasourceColumn, QueryFormColumn } from '../../types.js';

/** A control's value: from the control state, else from the form data. */
export function controlValue(state: ControlPanelState, name: string): unknown {
  const control = state.controls[name];
  if (control && 'value' in control) return control.value;
  return state.formData[name];
}

/** The columns a column control can see: its own options, else the dataset's. */
function columnOptions(state: ControlPanelState, name: string): DatasourceColumn[] {
  return state.controls[name]?.options ?? state.datasource?.columns ?? [];
}

/** Whether `column` is a temporal dataset column (adhoc columns count as temporal). */
export function isTemporalColumn(
  state: ControlPanelState,
  column: unknown,
  controlName = 'x_axis',
): boolean {
  if (isAdhocColumn(column)) return true;
  if (isPhysicalColumn(column)) {
    return Boolean(
      columnOptions(state, controlName).find((c) => c.column_name === column)?.is_dttm,
    );
  }
  return false;
}

/** Whether `column` is a dataset column of one of the generic types (Superset's `checkColumnType`). */
export function isColumnOfType(
  state: ControlPanelState,
  column: unknown,
  genericTypes: number[],
  controlName = 'x_axis',
): boolean {
  if (!isPhysicalColumn(column)) return false;
  const typeGeneric = columnOptions(state, controlName).find(
    (c) => c.column_name === column,
  )?.type_generic;
  return typeof typeGeneric === 'number' && genericTypes.includes(typeGeneric);
}

/**
 * Superset's `displayTimeRelatedControls`: time controls show when there is no x-axis
 * control (legacy charts) or the x-axis is temporal.
 */
export function displayTimeRelatedControls(state: ControlPanelState): boolean {
  if (!state.controls.x_axis && !('x_axis' in state.formData)) return true;
  return isTemporalColumn(state, controlValue(state, 'x_axis'));
}

export const hasValue = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : Boolean(value);

/** Labels of a list of columns (ignores anything else). */
export function columnLabels(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value])
    .filter((c): c is QueryFormColumn => isPhysicalColumn(c) || isAdhocColumn(c))
    .map(getColumnLabel);
}
