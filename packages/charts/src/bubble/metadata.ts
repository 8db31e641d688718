import { BUBBLE_THUMBNAIL } from '../bubble_v2/metadata.js';
import { defineChartMetadata } from '../shared/metadata.js';

/** Superset's legacy (nvd3) bubble chart: deprecated, hidden from the gallery, still drawn. */
export const metadata = defineChartMetadata({
  name: 'Bubble Chart (legacy)',
  category: 'Correlation',
  tags: [
    'Multi-Dimensions',
    'Aesthetic',
    'Comparison',
    'Legacy',
    'Scatter',
    'Time',
    'Trend',
    'nvd3',
    'Deprecated',
  ],
  description:
    'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, ' +
    'and bubble size). Bubbles from the same group can be showcased using bubble color. ' +
    'This chart type is deprecated in favour of the ECharts Bubble Chart (bubble_v2).',
  thumbnail: BUBBLE_THUMBNAIL,
  label: 'DEPRECATED',
  deprecated: true,
});
