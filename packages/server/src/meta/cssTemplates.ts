/** Repository of CSS templates (Superset's `css_templates`): the list, lookups and writes. */
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { ListFilter, ListQuery } from '@tessera/core';
import type { CssTemplateTable, MetaDatabase } from './schema.js';
import {
  AUDIT_NAMES,
  applyResourceFilters,
  containsIgnoringCase,
  countAndPage,
  type ListSpec,
} from './listQuery.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

export type CssTemplateRow = Omit<CssTemplateTable, 'id'> & {
  id: number;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
};

export const CSS_TEMPLATE_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'css_templates.id',
    template_name: 'css_templates.template_name',
    css: 'css_templates.css',
    created_by: 'css_templates.created_by_fk',
    changed_by: 'css_templates.changed_by_fk',
  },
  orderColumns: {
    template_name: 'css_templates.template_name',
    changed_on_delta_humanized: 'css_templates.changed_on',
    'changed_by.first_name': 'changed_by_user.first_name',
    'created_by.first_name': 'created_by_user.first_name',
  },
};

function joined(db: Db) {
  return db
    .selectFrom('css_templates')
    .leftJoin('ab_user as created_by_user', 'created_by_user.id', 'css_templates.created_by_fk')
    .leftJoin('ab_user as changed_by_user', 'changed_by_user.id', 'css_templates.changed_by_fk');
}

const withColumns = (q: ReturnType<typeof joined>) =>
  q.selectAll('css_templates').select(AUDIT_NAMES);

/** Superset's `css_template_all_text` (the name or the CSS contains the text). */
function cssTemplateFilter(f: ListFilter): Expression<SqlBool> | null {
  if (f.opr !== 'css_template_all_text') return null;
  const like = containsIgnoringCase(String(f.value ?? ''));
  return sql<SqlBool>`(lower(css_templates.template_name) like ${like} escape '\\'
    or lower(coalesce(css_templates.css, '')) like ${like} escape '\\')`;
}

export async function listCssTemplates(
  db: Db,
  q: ListQuery,
): Promise<{ count: number; rows: CssTemplateRow[] }> {
  const base = applyResourceFilters(
    joined(db),
    q.filters,
    CSS_TEMPLATE_LIST_SPEC,
    cssTemplateFilter,
  );
  let page = withColumns(base);
  if (q.order_column === undefined) page = page.orderBy('css_templates.id', 'asc');
  const { count, rows } = await countAndPage(
    base,
    page,
    q,
    CSS_TEMPLATE_LIST_SPEC,
    'css_templates.id',
  );
  return { count, rows: rows as CssTemplateRow[] };
}

export async function findCssTemplates(db: Db, ids: number[]): Promise<CssTemplateRow[]> {
  if (!ids.length) return [];
  const rows = await withColumns(joined(db)).where('css_templates.id', 'in', ids).execute();
  return rows as CssTemplateRow[];
}

export async function insertCssTemplate(
  db: Db,
  values: Omit<CssTemplateTable, 'id'>,
): Promise<number> {
  const row = await db
    .insertInto('css_templates')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCssTemplate(
  db: Db,
  id: number,
  patch: Partial<Omit<CssTemplateTable, 'id' | 'created_on' | 'created_by_fk'>>,
): Promise<void> {
  await db.updateTable('css_templates').set(patch).where('id', '=', id).execute();
}

export async function deleteCssTemplates(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('css_templates').where('id', 'in', ids).execute();
}
