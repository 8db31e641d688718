import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Horizon Chart',
  category: 'Distribution',
  tags: ['Legacy'],
  description:
    'Compares how a metric changes over time between different groups. Each group is mapped ' +
    'to a row and change over time is visualized bar lengths and color.',
  thumbnail: thumbnailSvg(
    '<path d="M4 12l8-4 8 3 8-6 8 5 8-3 8 4v2H4z" fill="currentColor" fill-opacity="0.5"/>' +
      '<path d="M4 24l8-2 8-5 8 4 8-3 8 6 8-2v4H4z" fill="currentColor" fill-opacity="0.3"/>' +
      '<path d="M4 36l8-6 8 2 8-4 8 5 8-3 8 2v4H4z" fill="currentColor" fill-opacity="0.7"/>',
  ),
});
