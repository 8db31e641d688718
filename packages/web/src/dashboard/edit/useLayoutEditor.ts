/**
 * The layout of a dashboard in edit mode with its undo history: core's layout operations and
 * layout history behind one hook, the undo and redo keys, and the history's warning as a toast.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import {
  applyLayoutOp,
  canRedo,
  canUndo,
  createLayoutHistory,
  pushLayout,
  redoLayout,
  undoLayout,
  type DashboardLayout,
  type LayoutHistory,
  type LayoutOp,
  type LayoutOpResult,
} from '@tessera/core';
import { historyShortcut, isEditableTarget } from './historyShortcuts';

export interface LayoutEditorOptions {
  /**
   * Undo on Ctrl/Cmd+Z, redo on Ctrl/Cmd+Shift+Z and Ctrl+Y, anywhere on the page but in text
   * fields and editors (default true; pass false outside edit mode).
   */
  shortcuts?: boolean;
  /** The colour scheme was changed in this edit session: undoing to the start keeps it unsaved. */
  updatedColorScheme?: boolean;
}

export interface LayoutEditor {
  /** The layout as edited so far. */
  layout: DashboardLayout;
  /** Makes a change; what it answers says whether it was made, refused (`error`) or noted. */
  apply(op: LayoutOp): LayoutOpResult;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Any change since the start (or the last reset) that undo has not taken back. */
  hasUnsavedChanges: boolean;
  /** More than 50 changes were made: undo can no longer reach the start. */
  maxUndoHistoryExceeded: boolean;
  /** The "You have used all 50 undo slots…" warning once raised (also shown as a toast). */
  warning?: string;
  /** Starts afresh from `layout` (after a save), or from the initial layout (discard). */
  reset(layout?: DashboardLayout): void;
}

/**
 * Edits `initialLayout` (read once; later values only serve `reset()`). Every change goes
 * through `apply`, each one an undo step.
 */
export function useLayoutEditor(
  initialLayout: DashboardLayout,
  options: LayoutEditorOptions = {},
): LayoutEditor {
  const { shortcuts = true, updatedColorScheme = false } = options;
  const { message } = App.useApp();
  const [history, setHistory] = useState(() => createLayoutHistory(initialLayout));
  const current = useRef<LayoutHistory>(history);
  const initial = useRef(initialLayout);
  const colorScheme = useRef(updatedColorScheme);
  useEffect(() => {
    initial.current = initialLayout;
    colorScheme.current = updatedColorScheme;
  }, [initialLayout, updatedColorScheme]);

  const commit = useCallback((next: LayoutHistory) => {
    if (next === current.current) return;
    current.current = next;
    setHistory(next);
  }, []);

  const apply = useCallback(
    (op: LayoutOp) => {
      const result = applyLayoutOp(current.current.present, op);
      if (result.changed) commit(pushLayout(current.current, result.layout));
      return result;
    },
    [commit],
  );
  const undo = useCallback(
    () => commit(undoLayout(current.current, { updatedColorScheme: colorScheme.current })),
    [commit],
  );
  const redo = useCallback(() => commit(redoLayout(current.current)), [commit]);
  const reset = useCallback(
    (layout?: DashboardLayout) => commit(createLayoutHistory(layout ?? initial.current)),
    [commit],
  );

  useEffect(() => {
    if (history.warning) message.warning(history.warning);
  }, [history.warning, message]);

  useEffect(() => {
    if (!shortcuts) return undefined;
    const onKeyDown = (e: KeyboardEvent) => {
      const action = historyShortcut(e);
      if (!action || e.defaultPrevented || isEditableTarget(e.target)) return;
      e.preventDefault();
      if (action === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcuts, undo, redo]);

  return useMemo(
    () => ({
      layout: history.present,
      apply,
      undo,
      redo,
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      hasUnsavedChanges: history.hasUnsavedChanges,
      maxUndoHistoryExceeded: history.maxUndoHistoryExceeded,
      warning: history.warning,
      reset,
    }),
    [history, apply, undo, redo, reset],
  );
}
