import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// adjacent bars rising and falling, with a baseline
const THUMBNAIL = thumbnailSvg(
  '<g fill="currentColor" stroke="none">' +
    [8, 16, 26, 30, 20, 10]
      .map(
        (h, i) =>
          `<rect x="${6 + i * 8}" y="${36 - h}" width="8" height="${h}" fill-opacity="${0.4 + (i % 2) * 0.3}"/>`,
      )
      .join('') +
    '</g><path d="M4 36h52" stroke-width="1"/>',
);

export const metadata = defineChartMetadata({
  name: 'Histogram',
  category: 'Distribution',
  tags: ['Comparison', 'ECharts', 'Pattern', 'Range'],
  description:
    'The histogram chart displays the distribution of a dataset by representing the frequency ' +
    'or count of values within different ranges or bins. It helps visualize patterns, ' +
    'clusters, and outliers in the data and provides insights into its shape, central ' +
    'tendency, and spread.',
  thumbnail: THUMBNAIL,
});
