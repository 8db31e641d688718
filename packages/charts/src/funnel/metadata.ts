import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Funnel Chart',
  category: 'KPI',
  tags: ['Business', 'ECharts', 'Progressive', 'Report', 'Sequential', 'Trend'],
  description:
    'Showcases how a metric changes as the funnel progresses. This classic chart is useful ' +
    'for visualizing drop-off between stages in a pipeline or lifecycle.',
  thumbnail: thumbnailSvg(
    '<path d="M6 6h48l-8 9H14z" fill="currentColor" fill-opacity="0.6"/><path d="M15 17h30l-7 9H22z" fill="currentColor" fill-opacity="0.4"/><path d="M23 28h14l-5 7h-4z" fill="currentColor" fill-opacity="0.25"/>',
  ),
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
