import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Nightingale Rose Chart',
  category: 'Ranking',
  tags: ['Advanced-Analytics', 'Circular', 'Multi-Layers', 'Pattern', 'Time', 'Trend', 'ECharts'],
  description:
    'A polar coordinate chart where the circle is broken into wedges of equal angle, and the ' +
    'value represented by any wedge is illustrated by its area, rather than its radius or ' +
    'sweep angle. Click a wedge to expand its time period into a full pie.',
  thumbnail: thumbnailSvg(
    '<path d="M30 20V4a16 16 0 0 1 11 5z" fill="currentColor" fill-opacity="0.5"/><path d="M30 20l9 9a12 12 0 0 1-9 3z" fill="currentColor" fill-opacity="0.4"/><path d="M30 20v8a8 8 0 0 1-8-8z" fill="currentColor" fill-opacity="0.3"/><path d="M30 20H16a14 14 0 0 1 4-10z" fill="currentColor" fill-opacity="0.45"/>',
  ),
});
