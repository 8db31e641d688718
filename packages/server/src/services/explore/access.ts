/** Superset's explore `check_access`: the dataset (and the chart, when named) must be readable. */
import { NotFoundError } from '../../errors.js';
import type { Principal } from '../../security/principal.js';
import type { ChartService } from '../charts/chartService.js';
import type { DatasetService } from '../datasets/datasetService.js';

export interface ExploreAccessDeps {
  datasets: DatasetService;
  charts: ChartService;
}

export async function checkExploreAccess(
  deps: ExploreAccessDeps,
  p: Principal,
  datasourceId: number | null,
  datasourceType: string | null,
  chartId: number | null | undefined,
): Promise<void> {
  if (datasourceId !== null) {
    await deps.datasets.datasource(p, datasourceType ?? 'table', datasourceId).catch((e) => {
      throw e instanceof NotFoundError ? new NotFoundError('Dataset does not exist') : e;
    });
  }
  if (chartId !== null && chartId !== undefined) {
    await deps.charts.visible(p, chartId).catch((e) => {
      throw e instanceof NotFoundError ? new NotFoundError('Chart does not exist') : e;
    });
  }
}
