import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Pivot Table',
  category: 'Table',
  tags: ['Additive', 'Report', 'Tabular', 'Popular'],
  description:
    'Used to summarize a set of data by grouping together multiple statistics along two axes. ' +
    'Examples: Sales numbers by region and month, tasks by status and assignee, active users ' +
    'by age and location. Not the most visually stunning visualization, but highly ' +
    'informative and versatile.',
  thumbnail: THUMBNAILS.pivot,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
