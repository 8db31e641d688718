/**
 * What the control panel knows about the dataset (the `dataset` of GET /api/v1/explore/)
 * and the props every control component receives.
 */
import type { ExploreDataset } from '@tessera/core';
import type { ControlConfig, DatasourceMeta } from '@tessera/charts';
import type { ExploreColumn, ExploreMetric } from '../types';

export type { ExploreColumn, ExploreMetric };

/**
 * The page's dataset once it exists (the panel is shown only for a dataset with an id), as far
 * as the controls read it.
 */
export type ExploreDatasource = Pick<
  ExploreDataset,
  'type' | 'name' | 'database' | 'extra' | 'main_dttm_col' | 'time_grain_sqla'
> & {
  id: number;
  columns: ExploreColumn[];
  metrics: ExploreMetric[];
};

/** The dataset as the charts' visibility rules and mapStateToProps see it. */
export function toDatasourceMeta(ds: ExploreDatasource): DatasourceMeta {
  return {
    id: ds.id,
    type: ds.type,
    columns: ds.columns,
    metrics: ds.metrics,
    time_grain_sqla: ds.time_grain_sqla,
    main_dttm_col: ds.main_dttm_col,
  };
}

/** The props a control component receives from the panel. */
export interface ControlProps<T = unknown> {
  name: string;
  /** The control's config with mapStateToProps applied. */
  config: ControlConfig;
  value: T;
  datasource: ExploreDatasource;
  /** Every control's current value (form data). */
  formData: Record<string, unknown>;
  onChange(value: T | unknown): void;
  /** Errors a control finds itself (invalid text, ...), keyed nowhere else. */
  onLocalErrors?(errors: string[]): void;
}
