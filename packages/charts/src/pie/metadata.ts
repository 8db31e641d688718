import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Pie Chart',
  category: 'Part of a Whole',
  tags: [
    'Categorical',
    'Circular',
    'Comparison',
    'Percentages',
    'Featured',
    'Proportional',
    'ECharts',
    'Nightingale',
  ],
  description:
    'The classic. Great for showing how much of a company each investor gets, what ' +
    'demographics follow your blog, or what portion of the budget goes to the military ' +
    'industrial complex.\n\nPie charts can be difficult to interpret precisely. If clarity ' +
    'of relative proportion is important, consider using a bar or other chart type instead.',
  thumbnail: THUMBNAILS.pie,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
