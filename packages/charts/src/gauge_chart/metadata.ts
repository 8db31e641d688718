import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Gauge Chart',
  category: 'KPI',
  tags: ['Multi-Variables', 'Business', 'Comparison', 'ECharts', 'Report'],
  description:
    'Uses a gauge to showcase progress of a metric towards a target. The position of the ' +
    'dial represents the progress and the terminal value in the gauge represents the target value.',
  thumbnail: thumbnailSvg(
    '<path d="M8 32a22 22 0 0 1 44 0"/><path d="M30 32l10-14" stroke-width="3"/><circle cx="30" cy="32" r="3" fill="currentColor"/>',
  ),
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
