/**
 * The explore page's views of core's explore shapes (`GET /api/v1/explore/` answers
 * `ExploreResult`, its dataset an `ExploreDataset`): a column or a saved metric as the page's
 * controls use them, which asks only for its name.
 */
import type { DatasourceColumn, DatasourceMetric } from '@tessera/core';

/** A column as the controls use it: core's datasource column, only its name required. */
export type ExploreColumn = Pick<DatasourceColumn, 'column_name'> & Partial<DatasourceColumn>;

/** A saved metric as the controls use it: core's datasource metric, only its name required. */
export type ExploreMetric = Pick<DatasourceMetric, 'metric_name'> & Partial<DatasourceMetric>;
