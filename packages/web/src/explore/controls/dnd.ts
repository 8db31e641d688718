/**
 * Drag and drop between the dataset panel and the column, metric and filter drop zones:
 * the panel sets one of these data types with the JSON of the dataset column or metric.
 */
import type { DragEvent } from 'react';
import type { ExploreColumn, ExploreMetric } from './types';

export const DND_COLUMN_TYPE = 'application/x-tessera-column';
export const DND_METRIC_TYPE = 'application/x-tessera-metric';

export type DroppedItem =
  { kind: 'column'; column: ExploreColumn } | { kind: 'metric'; metric: ExploreMetric };

/** Whether a drag carries something a zone accepting `kinds` can take. */
export function acceptsDrag(
  types: readonly string[],
  kinds: readonly ('column' | 'metric')[],
): boolean {
  return (
    (kinds.includes('column') && types.includes(DND_COLUMN_TYPE)) ||
    (kinds.includes('metric') && types.includes(DND_METRIC_TYPE))
  );
}

/** The dropped column or metric, or null when the payload is missing or not JSON. */
export function readDrop(
  getData: (type: string) => string,
  kinds: readonly ('column' | 'metric')[],
): DroppedItem | null {
  const parse = (text: string): Record<string, unknown> | null => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  };
  if (kinds.includes('column')) {
    const column = parse(getData(DND_COLUMN_TYPE));
    if (column && typeof column.column_name === 'string')
      return { kind: 'column', column: column as unknown as ExploreColumn };
  }
  if (kinds.includes('metric')) {
    const metric = parse(getData(DND_METRIC_TYPE));
    if (metric && typeof metric.metric_name === 'string')
      return { kind: 'metric', metric: metric as unknown as ExploreMetric };
  }
  return null;
}

/** Drop-zone handlers for a React element. */
export function dropZoneHandlers(
  kinds: readonly ('column' | 'metric')[],
  onDrop: (item: DroppedItem) => void,
  setOver: (over: boolean) => void,
) {
  return {
    onDragOver(e: DragEvent) {
      if (!acceptsDrag([...e.dataTransfer.types], kinds)) return;
      e.preventDefault();
      setOver(true);
    },
    onDragLeave() {
      setOver(false);
    },
    onDrop(e: DragEvent) {
      setOver(false);
      const item = readDrop((t) => e.dataTransfer.getData(t), kinds);
      if (!item) return;
      e.preventDefault();
      onDrop(item);
    },
  };
}
