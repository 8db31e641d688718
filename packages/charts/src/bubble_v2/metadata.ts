import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// bubbles of several sizes over two axes
export const BUBBLE_THUMBNAIL = thumbnailSvg(
  '<path d="M4 36h52M4 36V4" stroke-width="1"/>' +
    '<circle cx="14" cy="26" r="4"/><circle cx="26" cy="16" r="7"/>' +
    '<circle cx="42" cy="22" r="5"/><circle cx="48" cy="9" r="3"/>',
);

export const metadata = defineChartMetadata({
  name: 'Bubble Chart',
  category: 'Correlation',
  tags: ['Multi-Dimensions', 'Aesthetic', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts'],
  description:
    'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, ' +
    'and bubble size). Bubbles from the same group can be showcased using bubble color.',
  thumbnail: BUBBLE_THUMBNAIL,
  behaviors: ['INTERACTIVE_CHART'],
});
