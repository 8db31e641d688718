import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// Table rows, each with a sparkline.
const THUMBNAIL = thumbnailSvg(
  '<path d="M4 6h52M4 20h52M4 34h52" stroke-width="1"/><path d="M6 13h12M6 27h10" stroke-width="2"/><path d="M28 16l6-5 5 3 6-4 5 2 4-3M28 30l5-2 6 3 5-6 6 2 4-1" stroke-width="1.5"/>',
);

export const metadata = defineChartMetadata({
  name: 'Time-series Table',
  category: 'Table',
  tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
  description: 'Compare multiple time series charts (as sparklines) and related metrics quickly.',
  thumbnail: THUMBNAIL,
});
