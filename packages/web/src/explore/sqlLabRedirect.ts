/**
 * "View in SQL Lab" from the Query preview (Superset's `redirectSQLLab`): a form POST to
 * /superset/sqllab/ in a new window, whose `form_data` is the JSON `{datasourceKey, sql}`
 * (spec §7), with the page's CSRF token as `csrf_token`. SQL Lab opens a new tab on the
 * dataset's database and schema with that SQL.
 */
import { getCsrfToken } from '../api/client';

export const SQLLAB_FORM_POST_URL = '/superset/sqllab/';
export const SQL_LOAD_ERROR = 'An error occurred while loading the SQL';

/** The form's fields: `form_data` ({datasourceKey, sql}) and `csrf_token`. */
export function sqlLabFormFields(
  datasourceKey: string,
  sql: string,
  csrfToken: string,
): Record<string, string> {
  return { form_data: JSON.stringify({ datasourceKey, sql }), csrf_token: csrfToken };
}

/** Posts the SQL of this dataset to SQL Lab in a new window. */
export async function postToSqlLab(datasourceKey: string, sql: string): Promise<void> {
  const fields = sqlLabFormFields(datasourceKey, sql, await getCsrfToken());
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = SQLLAB_FORM_POST_URL;
  form.target = '_blank';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
