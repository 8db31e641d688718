import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Gantt Chart',
  category: 'Evolution',
  tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
  description:
    'Gantt chart visualizes important events over a time span. Every data point displayed as ' +
    'a separate event along a horizontal line.',
  thumbnail: thumbnailSvg(
    '<g fill="currentColor" stroke="none"><rect x="6" y="6" width="20" height="6"/>' +
      '<rect x="18" y="17" width="24" height="6"/><rect x="34" y="28" width="20" height="6"/></g>' +
      '<path d="M4 38h52" stroke-width="1"/>',
  ),
});
