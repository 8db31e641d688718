/**
 * The built-in roles and their (permission, view) pairs, in one place, synced into the
 * metadata store at start (`tessera init`). Mirrors Superset's security manager:
 * Admin has every pair, Alpha all but security and SQL Lab, Gamma chart and dashboard work
 * without data access, sql_lab the SQL Lab pairs, Public nothing.
 */
type Pair = readonly [permission: string, view: string];

const rw = (...views: string[]): Pair[] =>
  views.flatMap((v) => [['can_read', v] as const, ['can_write', v] as const]);
const read = (...views: string[]): Pair[] => views.map((v) => ['can_read', v] as const);
const exportOf = (...views: string[]): Pair[] => views.map((v) => ['can_export', v] as const);
const menus = (...labels: string[]): Pair[] => labels.map((l) => ['menu_access', l] as const);

/** Pairs only an admin has: security views, database writes, all queries. */
const ADMIN_ONLY: Pair[] = [
  ...rw('User', 'Role', 'Permission', 'RowLevelSecurity', 'Log'),
  ['can_write', 'Database'],
  ...exportOf('Database'),
  ['all_query_access', 'all_query_access'],
  ['can_grant_guest_token', 'SecurityRestApi'],
  ['can_set_embedded', 'Dashboard'],
  ['can_warm_up_cache', 'Chart'],
  ...menus('Security', 'List Users', 'List Roles', 'Row Level Security', 'Action Log', 'Databases'),
];

/** Chart and dashboard work every signed-in role beyond Public gets. */
const GAMMA: Pair[] = [
  ...rw('Chart', 'Dashboard', 'Tag'),
  ...read('Dataset', 'Database', 'Annotation', 'CssTemplate', 'Explore', 'ExploreFormDataRestApi'),
  ['can_write', 'ExploreFormDataRestApi'],
  ...rw('ExplorePermalinkRestApi', 'DashboardPermalinkRestApi', 'DashboardFilterStateRestApi'),
  ...exportOf('Chart', 'Dashboard'),
  ['can_explore', 'Superset'],
  ['can_explore_json', 'Superset'],
  ['can_csv', 'Superset'],
  ['can_log', 'Superset'],
  ['can_recent_activity', 'Log'],
  ['can_read', 'AsyncEventsRestApi'],
  ['can_time_range', 'Api'],
  ['can_favstar', 'Superset'],
  ['can_share_chart', 'Superset'],
  ['can_share_dashboard', 'Superset'],
  ...menus('Dashboards', 'Charts', 'Home'),
];

/** Alpha adds dataset and content management and access to all data. */
const ALPHA_EXTRA: Pair[] = [
  ...rw('Dataset', 'Annotation', 'CssTemplate', 'ReportSchedule'),
  ...read('Query'),
  ...exportOf('Dataset'),
  ['can_import_', 'Dashboard'],
  ['can_import_', 'Chart'],
  ['can_import_', 'Dataset'],
  ['can_upload', 'Database'],
  ['all_database_access', 'all_database_access'],
  ['all_datasource_access', 'all_datasource_access'],
  ...menus(
    'Datasets',
    'Manage',
    'Annotation Layers',
    'CSS Templates',
    'Alerts & Report',
    'Upload a CSV',
  ),
];

const SQL_LAB: Pair[] = [
  ['can_sqllab', 'Superset'],
  ['can_csv', 'Superset'],
  ['can_read', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_get_results', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_format_sql', 'SQLLab'],
  ['can_sqllab_history', 'Superset'],
  ...rw('SavedQuery', 'TabStateView', 'TableSchemaView', 'SqlLabPermalinkRestApi'),
  ...exportOf('SavedQuery'),
  ['can_read', 'Query'],
  ['can_read', 'Database'],
  ['can_activate', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['can_expanded', 'TableSchemaView'],
  ['can_store', 'KV'],
  ['can_get_value', 'KV'],
  ...menus('SQL Lab', 'SQL Editor', 'Saved Queries', 'Query Search'),
];

function unique(pairs: Pair[]): Pair[] {
  const seen = new Map<string, Pair>();
  for (const p of pairs) seen.set(`${p[0]}\u0000${p[1]}`, p);
  return [...seen.values()];
}

export const BUILTIN_ROLES = {
  Admin: unique([...GAMMA, ...ALPHA_EXTRA, ...SQL_LAB, ...ADMIN_ONLY]),
  Alpha: unique([...GAMMA, ...ALPHA_EXTRA]),
  Gamma: unique(GAMMA),
  sql_lab: unique(SQL_LAB),
  Public: [] as Pair[],
} as const satisfies Record<string, Pair[]>;

export type BuiltinRoleName = keyof typeof BUILTIN_ROLES;

/** Every pair any built-in role holds: the permission catalogue synced at start. */
export const ALL_PERMISSION_PAIRS: Pair[] = unique(Object.values(BUILTIN_ROLES).flat());
