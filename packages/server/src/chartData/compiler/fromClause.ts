/**
 * The FROM of a dataset's query: the physical table by its qualified name, or the
 * virtual dataset's SQL (rendered, one read-only statement) as `(...) AS virtual_table`.
 */
import { virtualDatasetStatement } from '../../sql/statements.js';
import type { CompilerScope } from './compilerScope.js';
import { QueryObjectValidationError } from './errors.js';

export const VIRTUAL_TABLE_ALIAS = 'virtual_table';

export function fromClause(scope: CompilerScope): string {
  const { dataset } = scope;
  if (!dataset.sql || !dataset.sql.trim()) {
    return scope.spec.qualifiedName(dataset.schema || null, dataset.table_name);
  }
  const rendered = scope.render(dataset.sql, 'virtual dataset query');
  let statement: string;
  try {
    statement = virtualDatasetStatement(rendered, scope.dialect.lexical);
  } catch (error) {
    throw new QueryObjectValidationError((error as Error).message);
  }
  // The newline ends a trailing line comment before the closing parenthesis.
  return `(\n${statement}\n) AS ${VIRTUAL_TABLE_ALIAS}`;
}
