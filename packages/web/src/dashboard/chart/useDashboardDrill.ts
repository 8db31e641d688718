/**
 * Drill to detail and Drill by for a chart on the dashboard (components/drill/): over the
 * form data the chart is drawn with (the dashboard's filters of its answer applied), its dataset's
 * columns, and explore for "Edit chart"; not while the layout is edited.
 */
import { useNavigate } from 'react-router-dom';
import type { DashboardChart } from '@tessera/core';
import type { ChartDatasource, QueryFormData } from '@tessera/charts';
import { useChartDrill, type ChartDrill } from '../../components/drill/useChartDrill';
import { useDashboardData, useDashboardView } from '../DashboardContext';
import { editChartUrl } from './useChartActions';

const NO_DATASOURCE: ChartDatasource = { columns: [], metrics: [] };

export function useDashboardDrill(
  chart: DashboardChart,
  title: string,
  /** The form data the chart is drawn with. */
  drawnFormData: QueryFormData | undefined,
): ChartDrill {
  const data = useDashboardData();
  const { editMode } = useDashboardView();
  const navigate = useNavigate();
  const formData = editMode ? undefined : drawnFormData;
  const key = formData?.datasource;
  return useChartDrill({
    formData,
    title,
    dataset: key ? data.datasets?.get(key) : undefined,
    datasource: (key && data.datasources?.get(key)) || NO_DATASOURCE,
    onEditChart: data.permissions.canExplore ? () => navigate(editChartUrl(chart.id)) : undefined,
  });
}
