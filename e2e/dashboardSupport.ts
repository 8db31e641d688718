/**
 * What the dashboard tests share: saved charts over the example births data, made through the
 * API, and the wait for a chart drawn on the page.
 */
import type { Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { CHARTS, drawnSelector } from './supersetFormData.js';

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

/** A chart's box on the dashboard page, by its title. */
export const chartHolder = (page: Page, name: string) =>
  page.locator('[data-test="dashboard-chart-holder"]', { hasText: name });

/** Waits for the chart's answer and for its drawing. */
export async function painted(page: Page, name: string, vizType: string): Promise<void> {
  const chart = chartHolder(page, name);
  await chart.locator('[data-test="chart-container"][data-status="success"]').waitFor();
  await chart.locator(drawnSelector(vizType)).first().waitFor();
}
