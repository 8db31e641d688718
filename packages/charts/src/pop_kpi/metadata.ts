import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// A big number with an up arrow over three small comparison chips.
const THUMBNAIL = thumbnailSvg(
  '<path d="M14 6l-5 7h7M14 6v11M19 9a3 2.5 0 0 1 6 0c0 2.5-6 5-6 7.5h6"/><path d="M32 16V6M28 10l4-4 4 4"/><rect x="6" y="26" width="14" height="8" rx="3"/><rect x="23" y="26" width="14" height="8" rx="3"/><rect x="40" y="26" width="14" height="8" rx="3"/>',
);

export const metadata = defineChartMetadata({
  name: 'Big Number with Time Period Comparison',
  category: 'KPI',
  tags: ['Comparison', 'Business', 'Percentages', 'Report', 'Advanced-Analytics'],
  description:
    'Showcases a metric along with a comparison of value, change, and percent change for a ' +
    'selected time period.',
  thumbnail: THUMBNAIL,
});
