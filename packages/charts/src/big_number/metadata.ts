import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Big Number with Trendline',
  category: 'KPI',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
  description:
    'Showcases a single number accompanied by a simple line chart, to call attention to an ' +
    'important metric along with its change over time or other dimension.',
  thumbnail: THUMBNAILS.bigNumberTrend,
  behaviors: ['DRILL_TO_DETAIL'],
});
