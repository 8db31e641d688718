export {
  ensureIsArray,
  ensureIsInt,
  isDefined,
  isEmptyValue,
  removeDuplicates,
  toWire,
} from './valueChecks.js';
export {
  isPhysicalColumn,
  isAdhocColumn,
  isQueryFormColumn,
  isSavedMetric,
  getColumnLabel,
  getMetricLabel,
} from './labels.js';
export { isXAxisSet, getXAxisColumn, getXAxisLabel } from './xAxis.js';
export { convertFilter, processFilters } from './filters.js';
export { extractExtras } from './extractExtras.js';
export { extractQueryFields } from './extractQueryFields.js';
export type { QueryFieldAliases } from './extractQueryFields.js';
export { overrideExtraFormData } from './extraFormData.js';
export { buildQueryObject } from './buildQueryObject.js';
export { normalizeOrderBy } from './normalizeOrderBy.js';
export { normalizeTimeColumn } from './normalizeTimeColumn.js';
export { buildQueryContext, parseDatasourceKey } from './buildQueryContext.js';
export type { BuildFinalQueryObjects } from './buildQueryContext.js';
export { removeFormDataSuffix, retainFormDataSuffix } from './formDataSuffix.js';
