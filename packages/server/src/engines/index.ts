/** Database engines: one interface (types.ts), one module per engine, one registry. */
export * from './types.js';
export { GENERIC_TYPE_CODES, genericTypeOf } from './genericTypes.js';
export {
  TIME_GRAINS,
  TIME_GRAIN_NAMES,
  ORIGINAL_VALUE_GRAIN_NAME,
  isTimeGrain,
} from './timeGrains.js';
export { ISSUE_CODES, QueryStoppedError, engineError } from './engineErrors.js';
export { limitSql, stripTrailing, isLimitableQuery } from './sqlLimit.js';
export { parseUri } from './uri.js';
export {
  ENGINE_SPECS,
  DEFAULT_PREFERRED_DATABASES,
  availableEngines,
  connectEngine,
  engineSpec,
  specForUri,
  type AvailableEngine,
} from './registry.js';
export { postgresSpec } from './postgres/spec.js';
export { mysqlSpec, mariadbSpec } from './mysql/spec.js';
export { duckdbSpec } from './duckdb/spec.js';
export { sqliteSpec } from './sqlite/spec.js';
