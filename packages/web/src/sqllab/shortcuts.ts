/** SQL Lab's keyboard shortcuts, as the shortcuts list shows them and the editor binds them. */
export interface Shortcut {
  /** CodeMirror key name. */
  key: string;
  /** How the list shows it. */
  label: string;
  description: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'Mod-Enter', label: 'Ctrl/Cmd + Enter', description: 'Run query (or the selection)' },
  { key: 'Ctrl-r', label: 'Ctrl + R', description: 'Run query (or the selection)' },
  { key: 'Ctrl-e', label: 'Ctrl + E', description: 'Stop query' },
  { key: 'Ctrl-Shift-f', label: 'Ctrl + Shift + F', description: 'Format SQL' },
  { key: 'Ctrl-q', label: 'Ctrl + Q', description: 'New tab' },
  { key: 'Mod-s', label: 'Ctrl/Cmd + S', description: 'Save query' },
  { key: 'Ctrl-Space', label: 'Ctrl + Space', description: 'Autocomplete' },
  { key: 'Mod-f', label: 'Ctrl/Cmd + F', description: 'Find' },
  { key: 'Mod-/', label: 'Ctrl/Cmd + /', description: 'Toggle comment' },
];

/** The text a run uses: the selection when there is one, otherwise the whole editor. */
export function sqlToRun(sql: string, selectedText: string | null | undefined): string {
  return selectedText && selectedText.trim() ? selectedText : sql;
}
