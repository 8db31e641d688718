/**
 * The explore page's chart query: the form data the chart is drawn with, the run (which
 * also keeps the URL), the query on open when the controls allow it, and the answer to a
 * control change (a redraw, or "Update chart").
 */
import { useEffect, useRef, useState } from 'react';
import type { ExploreResult } from '@tessera/core';
import { needsNewQuery, runsOnOpen, type QueryFormData } from '@tessera/charts';
import { endOpeningQuery } from '../api/openingRequest';
import type { ExploreUrlState } from './exploreUrl';
import { useChartQuery } from './useChartQuery';
import { useControlsChange } from './useControlsChange';
import { useKeepExploreUrl } from './useKeepExploreUrl';

export function useExploreQuery({
  explore,
  url,
  formData,
  setFormData,
  missingDataset,
}: {
  explore: ExploreResult;
  url: ExploreUrlState;
  formData: QueryFormData;
  setFormData(next: QueryFormData): void;
  missingDataset: boolean;
}) {
  const [renderFormData, setRenderFormData] = useState<QueryFormData>(formData);
  // the page opens with the opening request's answer when it has come (openingRequest.ts)
  const [queriesOnOpen] = useState(() => runsOnOpen(formData, explore.dataset));
  const {
    state: query,
    run,
    stop,
  } = useChartQuery(() => (queriesOnOpen ? { formData, force: url.force } : undefined));
  const keepUrl = useKeepExploreUrl(url.formDataKey, missingDataset);

  const runQuery = (fd: QueryFormData, force = false) => {
    setRenderFormData(fd);
    void run(fd, force);
    void keepUrl(fd);
  };

  // Open: draw the chart when the controls allow it.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (query.status !== 'idle') endOpeningQuery();
    else if (queriesOnOpen) void run(formData, url.force);
    void keepUrl(formData);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onControlsChange = useControlsChange({
    formData,
    setFormData,
    setRenderFormData,
    queriedFormData: query.queriedFormData,
  });

  const stale = query.queriedFormData !== null && needsNewQuery(query.queriedFormData, formData);

  return { query, stop, renderFormData, runQuery, onControlsChange, stale };
}
