import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// a 4x3 grid of cells in three shades
const THUMBNAIL = thumbnailSvg(
  '<g stroke="none" fill="currentColor">' +
    [
      [0.2, 0.5, 0.9, 0.4],
      [0.6, 1, 0.3, 0.7],
      [0.9, 0.4, 0.6, 0.2],
    ]
      .flatMap((row, y) =>
        row.map(
          (o, x) =>
            `<rect x="${6 + x * 12}" y="${4 + y * 11}" width="11" height="10" fill-opacity="${o}"/>`,
        ),
      )
      .join('') +
    '</g>',
);

export const metadata = defineChartMetadata({
  name: 'Heatmap',
  category: 'Correlation',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  description:
    'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the ' +
    'correlation or strength between two groups. Color is used to emphasize the strength ' +
    'of the link between each pair of groups.',
  thumbnail: THUMBNAIL,
});
