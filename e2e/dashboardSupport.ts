/** What the dashboard tests share: saved charts over the example births data, made through the API. */
import type { ApiClient } from './api.js';
import { CHARTS } from './supersetFormData.js';

/** The id of the example dataset `birth_names`. */
export async function birthNamesId(api: ApiClient): Promise<number> {
  const list = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
    filters: [{ col: 'table_name', opr: 'eq', value: 'birth_names' }],
  });
  return list.result[0].id;
}

/** Saves a chart of `vizType` (its example form data) over the dataset; answers its id. */
export async function createChart(
  api: ApiClient,
  datasetId: number,
  name: string,
  vizType: string,
): Promise<number> {
  const params = { ...CHARTS[vizType], viz_type: vizType, datasource: `${datasetId}__table` };
  const r = await api.send<{ id: number }>('POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: vizType,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
  return r.id;
}

/** One component of a dashboard's position_json. */
export const layoutNode = (id: string, type: string, children: string[], meta: object = {}) => ({
  id,
  type,
  children,
  meta,
});
