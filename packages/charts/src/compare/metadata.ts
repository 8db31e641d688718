import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Time-series Percent Change',
  category: 'Evolution',
  tags: [
    'Legacy',
    'Time',
    'nvd3',
    'Advanced-Analytics',
    'Comparison',
    'Line',
    'Percentages',
    'Predictive',
    'Trend',
  ],
  description:
    'Visualizes many different time-series objects in a single chart. This chart is being ' +
    'deprecated and we recommend using the Time-series Chart instead.',
  thumbnail: thumbnailSvg(
    '<path d="M4 20h52" stroke-width="1" stroke-dasharray="2 2"/>' +
      '<path d="M4 20l10-6 10 4 12-12 10 6 10-4"/><path d="M4 20l10 4 10-2 12 8 10-4 10 6" stroke-opacity="0.5"/>',
  ),
  label: 'DEPRECATED',
});
