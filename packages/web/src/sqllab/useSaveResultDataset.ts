/**
 * Saving a result's query as a new virtual dataset (POST /superset/sqllab_viz/) and landing in
 * Explore on it: the Save dataset dialog's "Save as new" and the result's "Create chart".
 */
import { App } from 'antd';
import { toApiErrorInfo } from '../api/apiError';
import type { SqlLabResultColumn } from '@tessera/core';
import { useCreateDatasetFromQueryMutation } from '../api/sqlLabApi';
import type { Query } from './types';
import { MESSAGES } from './messages';

export function exploreDatasetUrl(id: number): string {
  return `/explore/?datasource_type=table&datasource_id=${id}`;
}

/** Explore on the dataset drawing a table of all the result's columns, rows as they are. */
export function exploreChartUrl(id: number, columns: string[]): string {
  const formData = { viz_type: 'table', query_mode: 'raw', all_columns: columns };
  return `${exploreDatasetUrl(id)}&viz_type=table&form_data=${encodeURIComponent(JSON.stringify(formData))}`;
}

/** Saving the query of a result with these columns as a dataset. */
export function useSaveResultDataset(query: Query, columns: SqlLabResultColumn[]) {
  const { message } = App.useApp();
  const [create, creating] = useCreateDatasetFromQueryMutation();

  /** Saves the dataset, then opens Explore on it (with a table of its columns when `chart`). */
  const saveAndExplore = async (name: string, chart = false): Promise<void> => {
    try {
      const answer = await create({
        dbId: query.dbId,
        schema: query.schema,
        sql: query.executedSql && query.ctas ? query.executedSql : query.sql,
        templateParams: query.templateParams,
        datasourceName: name.trim(),
        columns: columns.map((c) => ({
          column_name: c.column_name,
          name: c.name,
          type: c.type,
          is_dttm: c.is_dttm,
        })),
      }).unwrap();
      message.success(MESSAGES.datasetSaved);
      const id = answer.table_id ?? answer.data!.id;
      const names = columns.map((c) => c.column_name);
      window.location.assign(chart ? exploreChartUrl(id, names) : exploreDatasetUrl(id));
    } catch (e) {
      message.error(toApiErrorInfo(e).status ? MESSAGES.saveDataset : MESSAGES.createDatasource);
    }
  };

  return { saveAndExplore, saving: creating.isLoading };
}
