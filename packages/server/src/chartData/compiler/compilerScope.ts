/**
 * What every part of one compilation shares: the engine, the dataset's columns and
 * metrics by name, quoting and aliases, and the two ways SQL text enters the statement:
 * - from the request (adhoc expressions, `extras.where` / `having`): Jinja rendered when
 *   enabled, then checked to be one expression (sql/fragmentSafety.ts);
 * - from the dataset (calculated columns, saved metrics, RLS clauses): rendered, comments
 *   removed, and checked to stay inside its parentheses.
 */
import { createHash } from 'node:crypto';
import type { EngineSpec } from '../../engines/types.js';
import { UnsafeSqlError, assertSingleExpression } from '../../sql/fragmentSafety.js';
import { splitStatements } from '../../sql/statements.js';
import type { SqlTemplateContext, TemplateTracking } from '../../sql/template/sqlTemplate.js';
import { renderSqlTemplate } from '../../sql/template/sqlTemplate.js';
import { stripComments } from '../../sql/tokenizer.js';
import { QueryObjectValidationError } from './errors.js';
import type { QueryDialect } from './queryDialect.js';
import type { CompileContext, CompilerColumn, CompilerDataset, CompilerMetric } from './types.js';

export interface CompilerScope {
  readonly spec: EngineSpec;
  readonly dialect: QueryDialect;
  readonly dataset: CompilerDataset;
  readonly columnsByName: ReadonlyMap<string, CompilerColumn>;
  readonly metricsByName: ReadonlyMap<string, CompilerMetric>;
  readonly tracking: TemplateTracking;
  quote(name: string): string;
  /** The quoted alias for an output label (hashed when the engine would truncate it). */
  alias(label: string): string;
  /** Request SQL: rendered and checked to be one expression. */
  requestSql(text: string, what: string): string;
  /** Dataset SQL: rendered, comments removed, checked to be one balanced expression. */
  storedSql(text: string, what: string): string;
  /** Renders Jinja in trusted dataset text (virtual dataset SQL). */
  render(text: string, what: string): string;
}

export interface ScopeInput {
  spec: EngineSpec;
  dialect: QueryDialect;
  dataset: CompilerDataset;
  context: CompileContext;
  template: Omit<SqlTemplateContext, 'dialect'>;
  tracking: TemplateTracking;
}

export function createScope(input: ScopeInput): CompilerScope {
  const { spec, dialect, dataset, context, tracking } = input;
  const templateContext: SqlTemplateContext = { ...input.template, dialect: dialect.lexical };
  const render = (text: string, what: string): string => {
    if (!context.templateProcessing) return text;
    try {
      return renderSqlTemplate(text, templateContext, tracking);
    } catch (error) {
      if (error instanceof QueryObjectValidationError) throw error;
      const message = (error as Error).message;
      throw new QueryObjectValidationError(
        what === 'virtual dataset query'
          ? `Error while rendering virtual dataset query: ${message}`
          : message,
      );
    }
  };
  const check = (text: string, what: string, allowSubquery: boolean) => {
    try {
      assertSingleExpression(text, dialect.lexical, { what, allowSubquery });
    } catch (error) {
      if (error instanceof UnsafeSqlError) throw new QueryObjectValidationError(error.message);
      throw error;
    }
  };
  return {
    spec,
    dialect,
    dataset,
    columnsByName: new Map(dataset.columns.map((c) => [c.column_name, c])),
    metricsByName: new Map(dataset.metrics.map((m) => [m.metric_name, m])),
    tracking,
    quote: (name) => spec.quoteIdentifier(name),
    alias: (label) => {
      const max = dialect.maxAliasBytes;
      if (max !== null && Buffer.byteLength(label, 'utf8') > max) {
        return spec.quoteIdentifier(createHash('md5').update(label).digest('hex'));
      }
      return spec.quoteIdentifier(label);
    },
    requestSql: (text, what) => {
      const rendered = render(text, what).trim();
      check(rendered, what, context.allowAdhocSubquery ?? false);
      return rendered;
    },
    storedSql: (text, what) => {
      const rendered = stripComments(render(text, what), dialect.lexical).trim();
      if (splitStatements(rendered, dialect.lexical).length > 1) {
        throw new QueryObjectValidationError(`${what} must be a single SQL expression`);
      }
      check(rendered.replace(/;\s*$/, ''), what, true);
      return rendered.replace(/;\s*$/, '');
    },
    render,
  };
}
