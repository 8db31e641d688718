/**
 * The standalone explore page (`?standalone=1`, what the "Embed code" iframe shows): only the
 * chart, filling the window; no navigation, dataset or control panel, nor header buttons.
 * It runs the same opening query as the explore view (so it takes the page load's opening
 * request), and keeps the URL as it is.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { theme } from 'antd';
import { openingFormData, pageValidation, runsOnOpen, type QueryFormData } from '@tessera/charts';
import { ChartArea } from './ChartArea';
import type { ExploreUrlState } from './exploreUrl';
import { endOpeningQuery } from '../api/openingRequest';
import type { ExploreResult } from '@tessera/core';
import { useChartQuery } from './useChartQuery';

export function StandaloneChart({
  explore,
  url,
}: {
  explore: ExploreResult;
  url: ExploreUrlState;
}) {
  const { token } = theme.useToken();
  const [formData] = useState<QueryFormData>(() => openingFormData(explore, url));
  const datasource = explore.dataset;
  const validationErrors = useMemo(
    () => pageValidation(formData, datasource),
    [formData, datasource],
  );
  const [queriesOnOpen] = useState(() => runsOnOpen(formData, datasource));
  const { state: query, run } = useChartQuery(() =>
    queriesOnOpen ? { formData, force: url.force } : undefined,
  );

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (query.status !== 'idle') endOpeningQuery();
    else if (queriesOnOpen) void run(formData, url.force);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      data-test="standalone-chart"
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        padding: 8,
        overflow: 'hidden',
        background: token.colorBgContainer,
      }}
    >
      <ChartArea
        formData={formData}
        query={query}
        datasource={datasource}
        validationErrors={validationErrors}
      />
    </div>
  );
}
