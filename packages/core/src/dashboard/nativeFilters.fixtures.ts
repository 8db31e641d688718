/** Native filters for the filter tests: a select filter on `gender`, changed by `over`. */
import type { NativeFilter } from './nativeFilters.js';

export const nativeFilter = (over: Partial<NativeFilter> = {}): NativeFilter => ({
  id: 'NATIVE_FILTER-g',
  type: 'NATIVE_FILTER',
  name: 'Gender',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'gender' } }],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  ...over,
});
