/**
 * Edit mode (spec §4): on only for editors whose address asks for it (`edit=true`). The layout
 * is edited through the layout editor (edit/, core's layout operations with their undo
 * history); the title, CSS, metadata and properties as a draft beside it. Save puts it all in
 * one PUT (spec texts), Discard drops it; either leaves edit mode.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DASHBOARD_VERSION,
  DASHBOARD_VERSION_KEY,
  HEADER_ID,
  UNTITLED_DASHBOARD,
  withParents,
  type DashboardLayout,
  type DashboardMetadata,
  type DashboardShow,
  type DashboardUpdate,
} from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import { useUpdateDashboardMutation } from '../api/dashboardApi';
import { useLayoutEditor } from './edit/useLayoutEditor';
import { withParams } from './dashboardUrl';

export const SAVE_SUCCESS = 'This dashboard was saved successfully.';
export const SAVE_ERROR = (reason: string) =>
  `Sorry, there was an error saving this dashboard: ${reason}`;
export const SAVE_FORBIDDEN = 'You do not have permission to edit this dashboard';

/** What edit mode changes besides the layout. */
export interface DashboardDraft {
  title?: string;
  css?: string;
  metadata?: DashboardMetadata;
  /** Properties applied from the properties dialog (slug, owners, certification...). */
  properties?: Partial<DashboardUpdate>;
}

/** The layout as saved: the header's text is the title, every component knows its parents. */
export function layoutToSave(layout: DashboardLayout, title: string): string {
  const next = { ...layout };
  if (next[HEADER_ID])
    next[HEADER_ID] = { ...next[HEADER_ID], meta: { ...next[HEADER_ID].meta, text: title } };
  return JSON.stringify({ ...withParents(next), [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION });
}

export type DashboardEdit = ReturnType<typeof useDashboardEdit>;

export function useDashboardEdit({
  dashboard,
  savedLayout,
  metadata,
  canEdit,
  onSaved,
}: {
  dashboard: DashboardShow;
  savedLayout: DashboardLayout;
  metadata: DashboardMetadata;
  canEdit: boolean;
  onSaved(saved: Partial<DashboardShow>): void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const editMode = canEdit && new URLSearchParams(location.search).get('edit') === 'true';
  const [draft, setDraftState] = useState<DashboardDraft>({});
  const editor = useLayoutEditor(savedLayout, {
    shortcuts: editMode,
    updatedColorScheme:
      draft.metadata !== undefined && draft.metadata.color_scheme !== metadata.color_scheme,
  });
  const [update, { isLoading: saving }] = useUpdateDashboardMutation();

  // Edit mode starts from the layout as saved; leaving it drops the edits too, so that the
  // next start draws the saved layout from its first frame (no component drawn in a discarded
  // place, then moved back).
  const wasEditing = useRef(false);
  const { reset } = editor;
  useEffect(() => {
    if (editMode !== wasEditing.current) reset(savedLayout);
    wasEditing.current = editMode;
  }, [editMode, reset, savedLayout]);

  const setDraft = useCallback(
    (change: DashboardDraft) => setDraftState((d) => ({ ...d, ...change })),
    [],
  );
  const title =
    (editMode ? draft.title : undefined) ?? dashboard.dashboard_title ?? UNTITLED_DASHBOARD;
  const current = editMode ? (draft.metadata ?? metadata) : metadata;
  const css = (editMode ? draft.css : undefined) ?? dashboard.css ?? '';
  const hasUnsavedChanges = editMode && (editor.hasUnsavedChanges || Object.keys(draft).length > 0);

  const leave = () => {
    setDraftState({});
    navigate(withParams(location, { edit: null }));
  };
  // the same function at each render: the layout (memoized) is not drawn again for it
  const enter = useCallback(
    () => navigate(withParams(window.location, { edit: 'true' })),
    [navigate],
  );

  /** Saves; then leaves edit mode unless told not to (leaving the page anyway). */
  const save = async (expandedSlices: Record<string, boolean>, leaveEditMode = true) => {
    const body: DashboardUpdate = {
      ...draft.properties,
      dashboard_title: title.trim() || UNTITLED_DASHBOARD,
      css,
      json_metadata: JSON.stringify({ ...current, expanded_slices: expandedSlices }),
      position_json: layoutToSave(editor.layout, title.trim() || UNTITLED_DASHBOARD),
    };
    try {
      await update({ id: dashboard.id, body }).unwrap();
      message.success(SAVE_SUCCESS);
      onSaved(body as Partial<DashboardShow>);
      if (leaveEditMode) leave();
      return true;
    } catch (e) {
      const error = toApiErrorInfo(e);
      message.error(error.status === 403 ? SAVE_FORBIDDEN : SAVE_ERROR(error.message));
      return false;
    }
  };

  return {
    editMode,
    editor,
    layout: editMode ? editor.layout : savedLayout,
    title,
    css,
    metadata: current,
    draft,
    setDraft,
    hasUnsavedChanges,
    saving,
    enter,
    discard: leave,
    save,
  };
}
