import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Table',
  category: 'Table',
  tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular'],
  description:
    'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view ' +
    'into the underlying data or to show aggregated metrics.',
  thumbnail: THUMBNAILS.table,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  canBeAnnotationTypes: ['EVENT', 'INTERVAL'],
});
