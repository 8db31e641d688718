/**
 * Switching the explore page's chart type: the form data the chart had under each type
 * during this visit is remembered (Superset's memory) and carried into the next type.
 */
import { useRef } from 'react';
import type { ExploreDataset } from '@tessera/core';
import { pageValidation, type QueryFormData } from '@tessera/charts';
import { switchVizType } from './controls/vizSwitch';

/** Returns `onVizTypeChange(vizType)`; `apply` gets the next form data and whether it runs. */
export function useVizTypeSwitch(
  formData: QueryFormData,
  datasource: ExploreDataset,
  apply: (next: QueryFormData, runs: boolean) => void,
) {
  const memorized = useRef(new Map<string, QueryFormData>());
  return (vizType: string) => {
    if (vizType === formData.viz_type) return;
    memorized.current.set(formData.viz_type, formData);
    const missingDataset = datasource.id === undefined || datasource.id === null;
    const next = missingDataset
      ? { ...formData, viz_type: vizType }
      : switchVizType(formData, vizType, { ...datasource, id: datasource.id! }, memorized.current);
    apply(next, !missingDataset && Object.keys(pageValidation(next, datasource)).length === 0);
  };
}
