import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Radar Chart',
  category: 'Ranking',
  tags: ['Business', 'Comparison', 'Multi-Variables', 'Report', 'Web', 'ECharts', 'Featured'],
  description:
    'Visualize a parallel set of metrics across multiple groups. Each group is visualized ' +
    'using its own line of points and each metric is represented as an edge in the chart.',
  thumbnail: thumbnailSvg(
    '<path d="M30 4l16 11-6 19H20l-6-19z" stroke-width="1"/><path d="M30 10l12 8-8 12-10-2-6-12z" fill="currentColor" fill-opacity="0.4"/>',
  ),
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
