/**
 * Superset's `DatasetRestApi.edit_columns`: what a dataset edit may set, in Superset's order
 * (the `_info` answer lists them; the legacy editor's save copies the plain ones).
 */
export const DATASET_EDIT_COLUMNS = [
  'table_name',
  'sql',
  'filter_select_enabled',
  'fetch_values_predicate',
  'catalog',
  'schema',
  'description',
  'main_dttm_col',
  'normalize_columns',
  'always_filter_main_dttm',
  'offset',
  'default_endpoint',
  'cache_timeout',
  'is_sqllab_view',
  'template_params',
  'owners',
  'columns',
  'metrics',
  'extra',
] as const;

/** The edit columns that are lists of related objects rather than plain values. */
export const DATASET_EDIT_RELATIONS: ReadonlySet<string> = new Set([
  'owners',
  'columns',
  'metrics',
]);
