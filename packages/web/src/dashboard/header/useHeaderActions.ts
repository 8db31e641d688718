/**
 * What each entry of the dashboard's "..." menu does: refresh every chart past the cache,
 * fullscreen (Superset's `standalone=1`), the dialogs (properties, CSS, save as, refresh
 * interval, embed code), the image and the PDF, and sharing a permalink of the dashboard as shown,
 * its filters too (clipboard, email, embed code).
 */
import { useState, type RefObject } from 'react';
import { App, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCreateDashboardPermalinkMutation } from '../../api/dashboardApi';
import { downloadElement } from '../../components/elementDownload';
import { downloadExport } from '../../components/importModal/downloadExport';
import type { DashboardData } from '../DashboardContext';
import { withParams } from '../dashboardUrl';
import { permalinkState } from '../permalink';
import type { HeaderAction } from './HeaderMenu';

export type HeaderDialog = 'properties' | 'css' | 'saveas' | 'autoRefresh' | 'embed';

export const IMAGE_ERROR = 'Sorry, something went wrong. Try again later.';
export const SHARE_ERROR = 'Sorry, something went wrong. Try again later.';
export const COPY_ERROR = 'Sorry, your browser does not support copying.';
export const EMAIL_BODY = 'Check out this dashboard: ';

export function useHeaderActions({
  dashboardId,
  title,
  chartIds,
  activeTabs,
  data: { mask, refreshCharts },
  openDialog,
  imageRef,
}: {
  dashboardId: number;
  title: string;
  chartIds: readonly number[];
  /** The tab each tab set shows. */
  activeTabs: ReadonlyMap<string, string>;
  /** The applied data mask (the filters a permalink keeps), and the charts' refresh. */
  data: Pick<DashboardData, 'mask' | 'refreshCharts'>;
  openDialog(dialog: HeaderDialog): void;
  imageRef: RefObject<HTMLElement | null>;
}) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const [createPermalink] = useCreateDashboardPermalinkMutation();
  const [embedUrl, setEmbedUrl] = useState('');
  const fullscreen = new URLSearchParams(location.search).get('standalone') !== null;

  /** A permalink of the dashboard as shown; undefined (and said) when none could be made. */
  const permalinkUrl = async (): Promise<string | undefined> => {
    try {
      const state = permalinkState(location, activeTabs, mask.get().dataMask);
      return (await createPermalink({ idOrSlug: dashboardId, state }).unwrap()).url;
    } catch {
      message.error(SHARE_ERROR);
      return undefined;
    }
  };

  const share = async (action: 'permalink' | 'email' | 'embed') => {
    const url = await permalinkUrl();
    if (url === undefined) return;
    if (action === 'permalink') {
      try {
        await navigator.clipboard.writeText(url);
        message.success('Copied to clipboard!');
      } catch {
        message.error(COPY_ERROR);
      }
    } else if (action === 'email') {
      const body = encodeURIComponent(`${EMAIL_BODY}${url}`);
      window.location.href = `mailto:?Subject=${encodeURIComponent(title)}&Body=${body}`;
    } else {
      setEmbedUrl(url);
      openDialog('embed');
    }
  };

  const onAction = async (action: HeaderAction) => {
    if (action === 'refresh') refreshCharts(chartIds);
    else if (action === 'fullscreen')
      navigate(withParams(location, { standalone: fullscreen ? null : '1' }));
    else if (action === 'export') downloadExport('dashboard', [dashboardId]);
    else if (action === 'image' || action === 'pdf') {
      const el = imageRef.current;
      const format = action === 'image' ? 'png' : 'pdf';
      const image = { name: title, fallback: 'dashboard', background: token.colorBgLayout };
      const ok = el ? await downloadElement(el, format, image) : false;
      if (!ok) message.error(IMAGE_ERROR);
    } else if (action === 'permalink' || action === 'email' || action === 'embed')
      await share(action);
    else openDialog(action);
  };
  return { onAction, fullscreen, embedUrl };
}
