/**
 * Feature flags the specifications name, with Tessera's defaults. The server reads
 * TESSERA_FEATURE_<NAME>=true|false over these and sends the result to the web app
 * in its bootstrap data (common.feature_flags), as Superset does.
 */
export const FEATURE_FLAG_DEFAULTS = {
  ALERT_REPORTS: false,
  ALLOW_ADHOC_SUBQUERY: false,
  ALLOW_DASHBOARD_DOMAIN_SHARDING: false,
  ALLOW_FULL_CSV_EXPORT: false,
  CLIENT_CACHE: false,
  DASHBOARD_CROSS_FILTERS: true,
  DASHBOARD_FILTERS_EXPERIMENTAL: false,
  DASHBOARD_NATIVE_FILTERS: true,
  DASHBOARD_RBAC: false,
  DISABLE_LEGACY_DATASOURCE_EDITOR: true,
  DRILL_BY: true,
  DRILL_TO_DETAIL: true,
  DYNAMIC_PLUGINS: false,
  EMBEDDED_SUPERSET: false,
  ENABLE_ADVANCED_DATA_TYPES: false,
  ENABLE_EXPLORE_DRAG_AND_DROP: true,
  ENABLE_TEMPLATE_PROCESSING: false,
  ESTIMATE_QUERY_COST: false,
  GENERIC_CHART_AXES: true,
  GLOBAL_ASYNC_QUERIES: false,
  LISTVIEWS_DEFAULT_CARD_VIEW: false,
  SCHEDULED_QUERIES: false,
  SHARE_QUERIES_VIA_KV_STORE: true,
  SQL_VALIDATORS_BY_ENGINE: true,
  SQLLAB_BACKEND_PERSISTENCE: true,
  TAGGING_SYSTEM: false,
  THUMBNAILS: false,
  USE_ANALAGOUS_COLORS: false,
} as const;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.prototype.hasOwnProperty.call(FEATURE_FLAG_DEFAULTS, name);
}
