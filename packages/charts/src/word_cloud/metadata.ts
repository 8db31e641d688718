import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// Words as bars of three sizes, one of them turned upright.
const THUMBNAIL = thumbnailSvg(
  '<g fill="currentColor" stroke="none"><rect x="16" y="16" width="26" height="7" rx="2"/><rect x="8" y="28" width="16" height="4" rx="1"/><rect x="30" y="28" width="20" height="4" rx="1"/><rect x="12" y="8" width="14" height="4" rx="1"/><rect x="46" y="6" width="4" height="16" rx="1"/></g>',
);

export const metadata = defineChartMetadata({
  name: 'Word Cloud',
  category: 'Ranking',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  description:
    'Visualizes the words in a column that appear the most often. Bigger font corresponds to ' +
    'higher frequency.',
  thumbnail: THUMBNAIL,
});
