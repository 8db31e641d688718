/**
 * The explore page (`/explore/`, `/superset/explore/`, `/superset/explore/p/<key>/`): it
 * opens what the URL names and hands it to the explore view; a navigation the page makes
 * itself (keeping `form_data_key` in the URL) does not reopen it. With `standalone=1` it shows
 * only the chart (StandaloneChart).
 */
import { useState } from 'react';
import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import { ApiErrorMessage } from '../components/ErrorMessage';
import { PageSpinner } from '../components/PageSpinner';
import { parseExploreUrl, type ExploreUrlState } from './exploreUrl';
import { ExploreView } from './ExploreView';
import { StandaloneChart } from './StandaloneChart';
import { MISSING_URL_PARAMS_TEXT, MISSING_URL_PARAMS_TITLE } from './DatasetPanel';
import { useExploreLoad } from './useExploreLoad';

export const EXPLORE_NAV_STATE = { explore: true };

function isOwnNavigation(state: unknown): boolean {
  return (state as { explore?: boolean } | null)?.explore === true;
}

export default function ExplorePage() {
  const location = useLocation();
  const [target, setTarget] = useState<{ url: ExploreUrlState; key: string; seen: string }>(() => ({
    url: parseExploreUrl(location.pathname, location.search),
    key: location.key,
    seen: location.key,
  }));
  if (target.seen !== location.key) {
    setTarget(
      isOwnNavigation(location.state)
        ? { ...target, seen: location.key }
        : {
            url: parseExploreUrl(location.pathname, location.search),
            key: location.key,
            seen: location.key,
          },
    );
  }

  const load = useExploreLoad(target.url, target.key);
  if (load.status === 'loading') return <PageSpinner />;
  if (load.status === 'missing_params') {
    return (
      <Alert
        type="warning"
        showIcon
        title={MISSING_URL_PARAMS_TITLE}
        description={MISSING_URL_PARAMS_TEXT}
        style={{ maxWidth: 640, margin: '48px auto' }}
      />
    );
  }
  if (load.status === 'error') {
    return (
      <div style={{ maxWidth: 720, margin: '48px auto' }}>
        <ApiErrorMessage error={load.error} title="The chart could not be opened" />
      </div>
    );
  }
  if (target.url.standalone)
    return <StandaloneChart key={target.key} explore={load.explore} url={target.url} />;
  return <ExploreView key={target.key} explore={load.explore} url={target.url} />;
}
