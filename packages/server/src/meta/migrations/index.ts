import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import * as m0001 from './0001_security.js';
import * as m0002 from './0002_key_value_and_logs.js';
import * as m0003 from './0003_databases_and_datasets.js';
import * as m0004 from './0004_annotation_layers.js';
import * as m0005 from './0005_charts.js';
import * as m0006 from './0006_sqllab_queries.js';
import * as m0007 from './0007_sqllab_tabs_and_saved_queries.js';
import * as m0008 from './0008_row_level_security.js';
import * as m0009 from './0009_dashboards.js';
import * as m0010 from './0010_credential_revocation.js';
import * as m0011 from './0011_dashboard_roles_css_templates.js';
import * as m0012 from './0012_filter_sets.js';
import * as m0013 from './0013_annotation_uuids.js';

export interface NumberedMigration {
  up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void>;
}

/** Every migration, by number. Later issues append theirs; numbers never change. */
export const MIGRATIONS: Record<string, NumberedMigration> = {
  '0001_security': m0001,
  '0002_key_value_and_logs': m0002,
  '0003_databases_and_datasets': m0003,
  '0004_annotation_layers': m0004,
  '0005_charts': m0005,
  '0006_sqllab_queries': m0006,
  '0007_sqllab_tabs_and_saved_queries': m0007,
  '0008_row_level_security': m0008,
  '0009_dashboards': m0009,
  '0010_credential_revocation': m0010,
  '0011_dashboard_roles_css_templates': m0011,
  '0012_filter_sets': m0012,
  '0013_annotation_uuids': m0013,
};
