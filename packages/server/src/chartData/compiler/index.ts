/** The query compiler: a Superset query object over a dataset as one SQL statement. */
export { compileQuery } from './compileQuery.js';
export { QueryObjectValidationError } from './errors.js';
export { applicableRlsRules, rlsPredicates } from './rowLevelSecurity.js';
export type { RlsSubject } from './rowLevelSecurity.js';
export type {
  CompileContext,
  CompiledQuery,
  CompilerColumn,
  CompilerDataset,
  CompilerMetric,
  FilterReport,
  GuestRlsRule,
  OutputColumn,
  OutputColumnKind,
  RejectedFilter,
  RlsRule,
} from './types.js';
