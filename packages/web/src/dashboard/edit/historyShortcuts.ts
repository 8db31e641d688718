/** The undo and redo keys of the dashboard editor, and where they belong to a text field instead. */

export interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
export function historyShortcut(e: ShortcutKeys): 'undo' | 'redo' | null {
  if (e.altKey || !(e.ctrlKey || e.metaKey)) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && e.ctrlKey && !e.shiftKey) return 'redo';
  return null;
}

/** Text fields, editable regions and code editors keep their own undo. */
const EDITABLE =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], .cm-editor';

export function isEditableTarget(target: EventTarget | null): boolean {
  const closest = (target as { closest?: (selector: string) => unknown } | null)?.closest;
  return typeof closest === 'function' && !!closest.call(target, EDITABLE);
}
