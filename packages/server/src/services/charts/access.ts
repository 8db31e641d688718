/**
 * Who sees and changes which chart: a chart is visible to whoever reaches its dataset
 * (Superset's `ChartFilter`; a chart whose dataset is gone only to users with
 * `all_datasource_access`), and changed by its owners and admins.
 */
import { ForbiddenError } from '../../errors.js';
import type { ChartRow } from '../../meta/charts.js';
import { canAccessDataset, hasAllDatasourceAccess } from '../../security/dataAccess.js';
import { isAdminPrincipal, type Principal } from '../../security/principal.js';

export function canReadChart(p: Principal, chart: ChartRow): boolean {
  if (hasAllDatasourceAccess(p)) return true;
  if (
    chart.datasource_id === null ||
    chart.database_id === null ||
    chart.database_name === null ||
    chart.table_name === null
  ) {
    return false;
  }
  return canAccessDataset(
    p,
    { id: chart.database_id, database_name: chart.database_name },
    { id: chart.datasource_id, table_name: chart.table_name, schema: chart.table_schema },
  );
}

/** 403 `{message: "Forbidden"}` (Superset's ChartForbiddenError) unless an owner or an admin. */
export function assertChartOwnership(p: Principal, ownerIds: number[]): void {
  if (isAdminPrincipal(p) || ownerIds.includes(p.id)) return;
  throw new ForbiddenError();
}
