/**
 * The explore page's answer to a control change: render-only changes (renderTrigger
 * controls) redraw at once on the results at hand; any other change leaves the chart as
 * drawn and marks it stale ("Update chart").
 */
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { changedFormDataKeys, needsNewQuery, type QueryFormData } from '@tessera/charts';

export function useControlsChange({
  formData,
  setFormData,
  setRenderFormData,
  queriedFormData,
}: {
  formData: QueryFormData;
  setFormData(next: QueryFormData): void;
  /** Sets the form data the chart is drawn with. */
  setRenderFormData: Dispatch<SetStateAction<QueryFormData>>;
  /** The form data of the last query; null before the first. */
  queriedFormData: QueryFormData | null;
}) {
  const latestFormData = useRef(formData);
  useEffect(() => {
    latestFormData.current = formData;
  }, [formData]);
  return (next: QueryFormData) => {
    const prev = latestFormData.current;
    latestFormData.current = next;
    setFormData(next);
    if (!queriedFormData || needsNewQuery(prev, next)) return;
    const keys = changedFormDataKeys(prev, next);
    setRenderFormData((drawn) => {
      if (drawn.viz_type !== next.viz_type) return drawn;
      const redrawn: Record<string, unknown> = { ...drawn };
      for (const key of keys) {
        if (next[key] === undefined) delete redrawn[key];
        else redrawn[key] = next[key];
      }
      return redrawn as QueryFormData;
    });
  };
}
