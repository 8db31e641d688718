/**
 * What a dashboard page loads besides the dashboard: its charts with their form data
 * (`/charts`), the datasets of those charts as explore's datasource data (`/datasets`), and
 * its tabs (`/tabs`). Each needs the dashboard to be seen (else 404: nothing is learnt).
 */
import type { DashboardChart, DashboardTabs, DatasourceData } from '@tessera/core';
import { ForbiddenError, NotFoundError, SupersetTypedError } from '../../errors.js';
import { findChartsByIds } from '../../meta/charts.js';
import { chartIdsOfDashboard, datasetIdsOfDashboard } from '../../meta/dashboardContents.js';
import { listOwners } from '../../meta/owners.js';
import type { Principal } from '../../security/principal.js';
import type { DatasetService } from '../datasets/datasetService.js';
import type { DashboardService } from './dashboardService.js';
import { storedLayout } from './layouts.js';
import { presentDashboardChart, presentTabs } from './presenters.js';

/** Explore's datasource data with Superset's `column_types` (the generic type of each column). */
export type DashboardDataset = DatasourceData & { column_types: (number | null)[] };

export class DashboardContents {
  constructor(
    private readonly dashboards: DashboardService,
    private readonly datasetService: DatasetService,
  ) {}

  private get db() {
    return this.dashboards.db;
  }

  async charts(p: Principal, idOrSlug: string): Promise<DashboardChart[]> {
    const row = await this.dashboards.visible(p, idOrSlug);
    const charts = await findChartsByIds(this.db, await chartIdsOfDashboard(this.db, row.id));
    const owners = await listOwners(
      this.db,
      'chart',
      charts.map((c) => c.id),
    );
    return charts.map((c) => presentDashboardChart(c, owners));
  }

  /** The datasets of the dashboard's charts that the user may read. */
  async datasets(p: Principal, idOrSlug: string): Promise<DashboardDataset[]> {
    const row = await this.dashboards.visible(p, idOrSlug);
    const result: DashboardDataset[] = [];
    for (const id of await datasetIdsOfDashboard(this.db, row.id)) {
      try {
        const data = await this.datasetService.datasource(p, 'table', id);
        result.push({ ...data, column_types: data.columns.map((c) => c.type_generic ?? null) });
      } catch (e) {
        const refused =
          e instanceof NotFoundError ||
          e instanceof ForbiddenError ||
          e instanceof SupersetTypedError;
        if (!refused) throw e;
      }
    }
    return result;
  }

  async tabs(p: Principal, idOrSlug: string): Promise<DashboardTabs> {
    const row = await this.dashboards.visible(p, idOrSlug);
    return presentTabs(storedLayout(row.position_json));
  }
}
