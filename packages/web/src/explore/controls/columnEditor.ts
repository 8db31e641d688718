/** The column editor's rules: tabs Saved / Simple / Custom SQL and the saved value. */
import type { QueryFormColumn } from '@tessera/charts';
import { truncateLabel } from './adhocLabel';
import type { ExploreColumn } from './types';

export type ColumnTab = 'saved' | 'simple' | 'sqlExpression';

export const COLUMN_TEXTS = {
  defaultLabel: 'My column',
  noSavedExpressions: 'No saved expressions found',
  noTemporalColumns: 'No temporal columns found',
  tabs: { saved: 'Saved', simple: 'Simple', sqlExpression: 'Custom SQL' } as Record<
    ColumnTab,
    string
  >,
} as const;

export interface ColumnDraft {
  tab: ColumnTab;
  savedColumn: string | null;
  simpleColumn: string | null;
  sqlExpression: string;
  label: string;
}

/** Calculated columns (with an expression) are the "saved expressions". */
export const savedExpressions = (options: ExploreColumn[]) => options.filter((c) => c.expression);
export const simpleColumns = (options: ExploreColumn[]) => options.filter((c) => !c.expression);

export function columnDraft(value: QueryFormColumn | null, options: ExploreColumn[]): ColumnDraft {
  const base: ColumnDraft = {
    tab: 'simple',
    savedColumn: null,
    simpleColumn: null,
    sqlExpression: '',
    label: '',
  };
  if (value === null)
    return savedExpressions(options).length > 0 ? { ...base, tab: 'saved' } : base;
  if (typeof value === 'string') {
    const col = options.find((c) => c.column_name === value);
    return col?.expression
      ? { ...base, tab: 'saved', savedColumn: value }
      : { ...base, simpleColumn: value };
  }
  const custom = value.label && value.label !== value.sqlExpression ? value.label : '';
  return { ...base, tab: 'sqlExpression', sqlExpression: value.sqlExpression, label: custom };
}

/** The value Save writes for the active tab, or null when that tab has nothing chosen. */
export function columnFromDraft(draft: ColumnDraft): QueryFormColumn | null {
  if (draft.tab === 'saved') return draft.savedColumn;
  if (draft.tab === 'simple') return draft.simpleColumn;
  const sql = draft.sqlExpression.trim();
  if (!sql) return null;
  return { sqlExpression: sql, label: draft.label || truncateLabel(sql), expressionType: 'SQL' };
}

export function columnDraftLabel(draft: ColumnDraft): string {
  if (draft.label) return draft.label;
  const value = columnFromDraft(draft);
  if (value === null) return COLUMN_TEXTS.defaultLabel;
  return typeof value === 'string' ? value : (value.label ?? COLUMN_TEXTS.defaultLabel);
}
