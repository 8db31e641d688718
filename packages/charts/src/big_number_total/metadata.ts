import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Big Number',
  category: 'KPI',
  tags: [
    'Additive',
    'Business',
    'Formattable',
    'Legacy',
    'Percentages',
    'Popular',
    'Report',
    'Description',
  ],
  description:
    'Showcases a single metric front-and-center. Big number is best used to call attention ' +
    'to a KPI or the one thing you want your audience to focus on.',
  thumbnail: THUMBNAILS.bigNumber,
  behaviors: ['DRILL_TO_DETAIL'],
});
