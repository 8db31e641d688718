/**
 * What each entry of the dashboard's "..." menu does: refresh every chart past the cache,
 * fullscreen (Superset's `standalone=1`), the dialogs (properties, CSS, save as, refresh
 * interval), the image, and sharing the dashboard's address (clipboard, email).
 */
import type { RefObject } from 'react';
import { App, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { withParams } from '../dashboardUrl';
import { downloadDashboardImage } from './dashboardImage';
import type { HeaderAction } from './HeaderMenu';

export type HeaderDialog = 'properties' | 'css' | 'saveas' | 'autoRefresh';

export const IMAGE_ERROR = 'Sorry, something went wrong. Try again later.';
export const EMAIL_BODY = 'Check out this dashboard: ';

/** The address to share: this view of the dashboard, without edit mode or display mode. */
export function shareUrl(location: { pathname: string; search: string; hash: string }): string {
  return `${window.location.origin}${withParams(location, { edit: null, standalone: null })}`;
}

export function useHeaderActions({
  title,
  chartIds,
  refreshCharts,
  openDialog,
  imageRef,
}: {
  title: string;
  chartIds: readonly number[];
  refreshCharts(chartIds: readonly number[]): void;
  openDialog(dialog: HeaderDialog): void;
  imageRef: RefObject<HTMLElement | null>;
}) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const fullscreen = new URLSearchParams(location.search).get('standalone') !== null;

  const onAction = async (action: HeaderAction) => {
    if (action === 'refresh') refreshCharts(chartIds);
    else if (action === 'fullscreen')
      navigate(withParams(location, { standalone: fullscreen ? null : '1' }));
    else if (action === 'image') {
      const el = imageRef.current;
      const ok = el ? await downloadDashboardImage(el, title, token.colorBgLayout) : false;
      if (!ok) message.error(IMAGE_ERROR);
    } else if (action === 'permalink') {
      try {
        await navigator.clipboard.writeText(shareUrl(location));
        message.success('Copied to clipboard!');
      } catch {
        message.error('Sorry, your browser does not support copying.');
      }
    } else if (action === 'email') {
      const body = encodeURIComponent(`${EMAIL_BODY}${shareUrl(location)}`);
      window.location.href = `mailto:?Subject=${encodeURIComponent(title)}&Body=${body}`;
    } else openDialog(action);
  };
  return { onAction, fullscreen };
}
