/**
 * Undo and redo over a dashboard's layout in edit mode (Superset's `undoable(dashboardLayout)`
 * with `UNDO_LIMIT`, `undoLayoutAction`, `redoLayoutAction` and `maxUndoHistoryToast`,
 * dashboards.md §4): at most 50 steps back; the step that goes past them drops the oldest and
 * raises the warning once; undoing back to the start clears the unsaved flag unless steps were
 * lost or the colour scheme was changed. Pure: each function answers a new history.
 */
import type { DashboardLayout } from './layout.js';

/** How many changes can be undone (spec §9). */
export const UNDO_LIMIT = 50;

/** Superset's warning when the undo history is full, with the number of slots used. */
export function maxUndoHistoryWarning(historyLength: number): string {
  return `You have used all ${historyLength} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;
}

export interface LayoutHistory {
  /** Earlier layouts, oldest first; at most UNDO_LIMIT. */
  past: DashboardLayout[];
  present: DashboardLayout;
  /** Undone layouts, the next redo first. */
  future: DashboardLayout[];
  hasUnsavedChanges: boolean;
  /** Set once a change pushed the oldest step out: undo can no longer reach the start. */
  maxUndoHistoryExceeded: boolean;
  /** The warning raised when the history overflowed (shown once, cleared by a reset). */
  warning?: string;
}

/** A history that starts at `layout` (the dashboard as loaded, or as just saved). */
export function createLayoutHistory(layout: DashboardLayout): LayoutHistory {
  return {
    past: [],
    present: layout,
    future: [],
    hasUnsavedChanges: false,
    maxUndoHistoryExceeded: false,
  };
}

/**
 * Records a change: `layout` becomes the present and the redo steps are dropped. The same
 * layout object as the present records nothing.
 */
export function pushLayout(history: LayoutHistory, layout: DashboardLayout): LayoutHistory {
  if (layout === history.present) return history;
  const past = [...history.past, history.present];
  const overflow = past.length > UNDO_LIMIT;
  if (overflow) past.splice(0, past.length - UNDO_LIMIT);
  const firstOverflow = overflow && !history.maxUndoHistoryExceeded;
  return {
    ...history,
    past,
    present: layout,
    future: [],
    hasUnsavedChanges: true,
    maxUndoHistoryExceeded: history.maxUndoHistoryExceeded || overflow,
    ...(firstOverflow ? { warning: maxUndoHistoryWarning(UNDO_LIMIT) } : {}),
  };
}

export interface UndoOptions {
  /** The colour scheme was changed in this edit session: undoing to the start keeps it unsaved. */
  updatedColorScheme?: boolean;
}

/** Steps back one change; back at the start the unsaved flag clears (see UndoOptions). */
export function undoLayout(history: LayoutHistory, options: UndoOptions = {}): LayoutHistory {
  if (history.past.length === 0) return history;
  const past = history.past.slice(0, -1);
  const atStart = past.length === 0;
  return {
    ...history,
    past,
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
    hasUnsavedChanges:
      atStart && !history.maxUndoHistoryExceeded && !options.updatedColorScheme
        ? false
        : history.hasUnsavedChanges,
  };
}

/** Steps forward one undone change; the dashboard has unsaved changes again. */
export function redoLayout(history: LayoutHistory): LayoutHistory {
  if (history.future.length === 0) return history;
  const [present, ...future] = history.future;
  return {
    ...history,
    past: [...history.past, history.present].slice(-UNDO_LIMIT),
    present,
    future,
    hasUnsavedChanges: true,
  };
}

export const canUndo = (history: LayoutHistory): boolean => history.past.length > 0;
export const canRedo = (history: LayoutHistory): boolean => history.future.length > 0;
