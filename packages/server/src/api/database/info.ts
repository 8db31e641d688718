/**
 * The database API's FAB metadata: its list and order columns, their labels, and `_info`
 * (the user's permissions on Database, the add/edit columns and the list's filters).
 */
import { can, type Principal } from '../../security/principal.js';
import {
  EQUALITY_OPERATORS,
  RELATION_OPERATORS,
  TEXT_OPERATORS,
  pickInfoKeys,
} from '../fabInfo.js';

export const LIST_COLUMNS = [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_cost_estimate',
  'allows_subquery',
  'allows_virtual_table_explore',
  'backend',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.last_name',
  'created_by.first_name',
  'created_by.last_name',
  'database_name',
  'explore_database_id',
  'expose_in_sqllab',
  'extra',
  'force_ctas_schema',
  'id',
  'uuid',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'engine_information',
];

export const ORDER_COLUMNS = [
  'allow_file_upload',
  'allow_dml',
  'allow_run_async',
  'changed_on',
  'changed_on_delta_humanized',
  'created_by.first_name',
  'database_name',
  'expose_in_sqllab',
];

/** FAB's label of a column: `changed_by.first_name` -> `Changed By First Name`. */
export function labelColumns(columns: string[]): Record<string, string> {
  return Object.fromEntries(
    columns.map((c) => [
      c,
      c.replace(/[._]/g, ' ').replace(/\w+/g, (w) => w[0].toUpperCase() + w.slice(1)),
    ]),
  );
}

const WRITE_COLUMNS: { name: string; type: string; required?: boolean; unique?: boolean }[] = [
  { name: 'database_name', type: 'String', required: true, unique: true },
  { name: 'sqlalchemy_uri', type: 'String', required: true },
  { name: 'cache_timeout', type: 'Integer' },
  { name: 'expose_in_sqllab', type: 'Boolean' },
  { name: 'allow_run_async', type: 'Boolean' },
  { name: 'allow_file_upload', type: 'Boolean' },
  { name: 'allow_ctas', type: 'Boolean' },
  { name: 'allow_cvas', type: 'Boolean' },
  { name: 'allow_dml', type: 'Boolean' },
  { name: 'configuration_method', type: 'String' },
  { name: 'force_ctas_schema', type: 'String' },
  { name: 'impersonate_user', type: 'Boolean' },
  { name: 'extra', type: 'String' },
  { name: 'encrypted_extra', type: 'String' },
  { name: 'server_cert', type: 'String' },
];

const FILTERS = {
  allow_file_upload: [
    { name: 'Upload Enabled', operator: 'upload_is_enabled' },
    ...EQUALITY_OPERATORS,
  ],
  allow_dml: EQUALITY_OPERATORS,
  allow_run_async: EQUALITY_OPERATORS,
  created_by: RELATION_OPERATORS,
  changed_by: RELATION_OPERATORS,
  database_name: TEXT_OPERATORS,
  expose_in_sqllab: EQUALITY_OPERATORS,
  uuid: TEXT_OPERATORS,
};

const PERMISSIONS = ['can_read', 'can_write', 'can_export', 'can_upload'];

export function infoFor(p: Principal, keys: string[] | undefined): Record<string, unknown> {
  const columns = WRITE_COLUMNS.map((c) => ({
    name: c.name,
    label: labelColumns([c.name])[c.name],
    description: '',
    required: c.required ?? false,
    type: c.type,
    unique: c.unique ?? false,
  }));
  const info: Record<string, unknown> = {
    add_columns: columns,
    edit_columns: columns,
    filters: FILTERS,
    permissions: PERMISSIONS.filter((perm) => can(p, perm, 'Database')),
    add_title: 'Add Database',
    edit_title: 'Edit Database',
  };
  return pickInfoKeys(info, keys);
}
