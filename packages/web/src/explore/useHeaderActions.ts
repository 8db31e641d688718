/**
 * The explore header's menu actions: properties, force refresh, data export (CSV, JSON,
 * Excel), image download, permalink to the clipboard and the embed code's link.
 */
import { useState, type RefObject } from 'react';
import { App, theme } from 'antd';
import { useDispatch } from 'react-redux';
import type { ExploreSlice } from '@tessera/core';
import type { QueryFormData } from '@tessera/charts';
import { toApiErrorInfo } from '../api/apiError';
import { useCreateExplorePermalinkMutation } from '../api/exploreApi';
import { downloadElement, NO_IMAGE_MESSAGE } from '../components/elementDownload';
import type { AppDispatch } from '../store/store';
import { exportChartData } from './chartQueryAndExport';
import type { ExploreDialog } from './ExploreDialogs';
import type { HeaderAction } from './ExploreHeader';

/** Returns the action handler and the permalink the embed dialog shows. */
export function useHeaderActions({
  formData,
  slice,
  runDisabled,
  chartRef,
  runQuery,
  openDialog,
}: {
  formData: QueryFormData;
  slice: ExploreSlice | null;
  /** Invalid controls: no action sends a query. */
  runDisabled: boolean;
  /** The drawn chart, for the image. */
  chartRef: RefObject<HTMLDivElement | null>;
  runQuery(formData: QueryFormData, force: boolean): void;
  openDialog(dialog: ExploreDialog): void;
}) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const dispatch = useDispatch<AppDispatch>();
  const [createPermalinkOf] = useCreateExplorePermalinkMutation();
  const [embedUrl, setEmbedUrl] = useState('');

  const createPermalink = async (fd: QueryFormData): Promise<string> =>
    (await createPermalinkOf({ formData: fd, urlParams: [] }).unwrap()).url;

  const onHeaderAction = async (action: HeaderAction) => {
    // invalid controls never send a query, whichever way it is asked for
    if (
      runDisabled &&
      (action === 'force' || action === 'csv' || action === 'json' || action === 'xlsx')
    )
      return;
    try {
      if (action === 'properties') openDialog('properties');
      else if (action === 'force') runQuery(formData, true);
      else if (action === 'csv' || action === 'json' || action === 'xlsx')
        await exportChartData(dispatch, formData, action);
      else if (action === 'png') {
        const name = slice?.slice_name ?? formData.viz_type;
        const ok = chartRef.current
          ? await downloadElement(chartRef.current, 'png', {
              name,
              fallback: 'chart',
              background: token.colorBgContainer,
            })
          : false;
        if (!ok) message.error(NO_IMAGE_MESSAGE);
      } else if (action === 'permalink') {
        const link = await createPermalink(formData);
        await navigator.clipboard.writeText(link).catch(() => undefined);
        message.success('Copied to clipboard!');
      } else if (action === 'embed') {
        setEmbedUrl(await createPermalink(formData));
        openDialog('embed');
      }
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  return { onHeaderAction, embedUrl };
}
