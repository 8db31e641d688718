/**
 * Superset's `standalone` URL parameter (the hide-navigation value): 1 hides the top
 * navigation (explore then shows only the chart); dashboards also take 2 (hide the title
 * too) and 3 (report). `true` counts as 1; 0, false or nothing keep the navigation.
 */
export const STANDALONE_VALUES = ['1', '2', '3', 'true'] as const;

/** Whether this query string asks to hide the top navigation. */
export function isStandaloneMode(search: string): boolean {
  const value = new URLSearchParams(search).get('standalone');
  return (STANDALONE_VALUES as readonly string[]).includes(value ?? '');
}
