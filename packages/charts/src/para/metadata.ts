import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Parallel Coordinates',
  category: 'Ranking',
  tags: ['Directional', 'Legacy', 'Relational'],
  description:
    'Plots the individual metrics for each row in the data vertically and links them together ' +
    'as a line. This chart is useful for comparing multiple metrics across all of the samples ' +
    'or rows in the data.',
  thumbnail: thumbnailSvg(
    '<path d="M8 4v32M24 4v32M40 4v32M56 4v32" stroke-width="1"/>' +
      '<path d="M8 10l16 14 16-16 16 20"/><path d="M8 28l16-12 16 18 16-26" stroke-opacity="0.6"/>',
  ),
});
