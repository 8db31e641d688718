import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

/** A month of day cells, a few of them shaded. */
export const CAL_HEATMAP_THUMBNAIL = thumbnailSvg(
  '<g stroke-width="1">' +
    Array.from({ length: 4 }, (_, row) =>
      Array.from(
        { length: 8 },
        (__, col) =>
          `<rect x="${6 + col * 6}" y="${8 + row * 6}" width="5" height="5"${
            (row * 8 + col) % 3 === 0 ? ' fill="currentColor"' : ''
          }/>`,
      ).join(''),
    ).join('') +
    '</g>',
);

export const metadata = defineChartMetadata({
  name: 'Calendar Heatmap',
  category: 'Correlation',
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
  description:
    'Visualizes how a metric has changed over a time using a color scale and a calendar ' +
    'view. Gray values are used to indicate missing values and the linear color scheme is ' +
    "used to encode the magnitude of each day's value.",
  thumbnail: CAL_HEATMAP_THUMBNAIL,
});
