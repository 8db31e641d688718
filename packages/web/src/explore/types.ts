/** The explore page's data as `GET /api/v1/explore/` answers it. */
import type { QueryFormData } from '@tessera/charts';

export interface ExploreColumn {
  id?: number;
  column_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  type?: string | null;
  type_generic?: number | null;
  is_dttm?: boolean;
  groupby?: boolean;
  filterable?: boolean;
  python_date_format?: string | null;
}

export interface ExploreMetric {
  id?: number;
  metric_name: string;
  verbose_name?: string | null;
  expression?: string | null;
  description?: string | null;
  d3format?: string | null;
  warning_text?: string | null;
  is_certified?: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
}

export interface ExploreOwner {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

/** The dataset (or the placeholder without an id when it is missing). */
export interface ExploreDatasource {
  id?: number;
  uid?: string;
  type: string;
  name: string;
  datasource_name?: string | null;
  table_name?: string | null;
  schema?: string | null;
  catalog?: string | null;
  sql?: string | null;
  columns: ExploreColumn[];
  metrics: ExploreMetric[];
  owners?: ExploreOwner[];
  time_grain_sqla?: [string, string][];
  main_dttm_col?: string | null;
  database: { id: number; backend?: string; database_name?: string; name?: string };
  extra?: string | null;
  verbose_map?: Record<string, string>;
  column_formats?: Record<string, string>;
  currency_formats?: Record<string, unknown>;
  health_check_message?: string | null;
  is_sqllab_view?: boolean;
  edit_url?: string;
}

export interface ExploreSlice {
  slice_id: number;
  slice_name: string | null;
  slice_url: string;
  description: string | null;
  form_data: Record<string, unknown>;
  cache_timeout: number | null;
  owners: number[];
  certified_by: string | null;
  certification_details: string | null;
  changed_on_humanized: string;
}

export interface ExploreResponse {
  dataset: ExploreDatasource;
  form_data: QueryFormData;
  slice: ExploreSlice | null;
  message: string | null;
}
