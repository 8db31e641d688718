/**
 * Save and Cancel of the native filters dialog. Save checks every item: on a failure it logs
 * it, saves nothing and hands back the first invalid item and field to show; otherwise it
 * sends the changes (`PUT /api/v1/dashboard/<pk>/filters`) and gives the configuration the
 * server kept to `onSave`, or shows why it was refused (the spec's dashboard save texts).
 * Cancel with changes asks first ("There are unsaved changes.").
 */
import { useState } from 'react';
import type { DashboardLayout, NativeFilterItem } from '@tessera/core';
import { toApiErrorInfo } from '../../../api/apiError';
import { useUpdateDashboardFiltersMutation } from '../../../api/dashboardApi';
import { SAVE_ERROR, SAVE_FORBIDDEN } from '../../useDashboardEdit';
import { filterChanges } from './filterChanges';
import type { FilterField } from './filterValidation';
import type { FiltersEditor } from './useFiltersEditor';

export interface SaveFiltersOptions {
  dashboardId: number;
  filters: readonly NativeFilterItem[];
  layout: DashboardLayout;
  editor: FiltersEditor;
  onInvalid(first: { id: string; field: FilterField }): void;
  onSave(filters: NativeFilterItem[]): void;
  onCancel(): void;
}

export function useSaveFilters(options: SaveFiltersOptions) {
  const { dashboardId, filters, layout, editor } = options;
  const [update, { isLoading: saving }] = useUpdateDashboardFiltersMutation();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = async () => {
    setConfirming(false);
    const checked = editor.check();
    if (checked.first) {
      console.warn('Filter configuration failed:', checked.errors);
      options.onInvalid(checked.first);
      return;
    }
    const { body, changed } = filterChanges(filters, editor.kept, layout);
    if (!changed) {
      options.onCancel();
      return;
    }
    setError(null);
    try {
      options.onSave(await update({ id: dashboardId, body }).unwrap());
    } catch (e) {
      const info = toApiErrorInfo(e);
      setError(info.status === 403 ? SAVE_FORBIDDEN : SAVE_ERROR(info.message));
    }
  };

  const cancel = () => {
    if (filterChanges(filters, editor.kept, layout).changed) setConfirming(true);
    else options.onCancel();
  };

  return {
    save,
    saving,
    error,
    cancel,
    confirming,
    keepEditing: () => setConfirming(false),
  };
}
