import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Time-series Period Pivot',
  category: 'Evolution',
  tags: ['Legacy', 'Time', 'nvd3'],
  description:
    'Compares the metric over each period (year, week, day...) on the same axis: one line per ' +
    'period, placed by its position within the period, the current period brightest.',
  thumbnail: thumbnailSvg(
    '<path d="M4 30l10-8 10 4 10-12 10 6 12-10"/>' +
      '<path d="M4 34l10-6 10 2 10-8 10 4 12-8" stroke-opacity="0.5"/>' +
      '<path d="M4 36l10-4 10 1 10-5 10 2 12-5" stroke-opacity="0.25"/>',
  ),
});
