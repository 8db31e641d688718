/** What each entry of a chart's menu does. */
import type { RefObject } from 'react';
import { App, theme } from 'antd';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { DashboardChart } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import { useCreateExplorePermalinkMutation } from '../../api/exploreApi';
import { IMPRESSION_ID } from '../../app/usageLog';
import { downloadElement, NO_IMAGE_MESSAGE } from '../../components/elementDownload';
import { exportChartData } from '../../explore/chartQueryAndExport';
import type { AppDispatch } from '../../store/store';
import { useDashboardData, useDashboardView } from '../DashboardContext';

export type ChartAction =
  | 'force'
  | 'fullscreen'
  | 'description'
  | 'edit'
  | 'query'
  | 'table'
  | 'permalink'
  | 'email'
  | 'embed'
  | 'csv'
  | 'xlsx'
  | 'png';

export const SHARE_ERROR = 'Sorry, something went wrong. Try again later.';
export const CHART_EMAIL_BODY = 'Check out this chart: ';

/** The chart menu's dialogs (the embed code's with the permalink it frames). */
export type ChartDialog = 'query' | 'table' | 'embed';

/** Explore for this chart, from this dashboard page (Superset's `dashboard_page_id`). */
export function editChartUrl(chartId: number): string {
  return `/explore/?dashboard_page_id=${IMPRESSION_ID}&slice_id=${chartId}`;
}

export function useChartActions(
  chart: DashboardChart,
  title: string,
  chartRef: RefObject<HTMLDivElement | null>,
  openDialog: (dialog: ChartDialog, embedUrl?: string) => void,
) {
  const data = useDashboardData();
  const view = useDashboardView();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [createPermalink] = useCreateExplorePermalinkMutation();

  /** The chart's explore permalink copied, sent by email or framed by the embed code. */
  const share = async (action: 'permalink' | 'email' | 'embed') => {
    const formData = data.mask.get().formData.get(chart.id);
    try {
      const { url } = await createPermalink({ formData: formData!, urlParams: [] }).unwrap();
      if (action === 'permalink') {
        await navigator.clipboard.writeText(url);
        message.success('Copied to clipboard!');
      } else if (action === 'email') {
        const body = encodeURIComponent(`${CHART_EMAIL_BODY}${url}`);
        window.location.href = `mailto:?Subject=${encodeURIComponent(title)}&Body=${body}`;
      } else openDialog('embed', url);
    } catch {
      message.error(SHARE_ERROR);
    }
  };

  return async (action: ChartAction) => {
    const formData = data.mask.get().formData.get(chart.id);
    if (!formData) return;
    try {
      if (action === 'force') data.refreshCharts([chart.id]);
      else if (action === 'fullscreen')
        view.setFullSizeChartId(view.fullSizeChartId === chart.id ? null : chart.id);
      else if (action === 'description') view.toggleExpanded(chart.id);
      else if (action === 'edit') navigate(editChartUrl(chart.id));
      else if (action === 'query' || action === 'table') openDialog(action);
      else if (action === 'permalink' || action === 'email' || action === 'embed')
        await share(action);
      else if (action === 'csv' || action === 'xlsx')
        await exportChartData(dispatch, formData, action);
      else if (action === 'png') {
        const drawn = chartRef.current;
        const ok = drawn
          ? await downloadElement(drawn, 'png', {
              name: title,
              fallback: 'chart',
              background: token.colorBgContainer,
            })
          : false;
        if (!ok) message.error(NO_IMAGE_MESSAGE);
      }
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };
}
