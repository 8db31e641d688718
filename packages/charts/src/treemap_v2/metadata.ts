import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Treemap',
  category: 'Part of a Whole',
  tags: [
    'Aesthetic',
    'Categorical',
    'Comparison',
    'ECharts',
    'Multi-Levels',
    'Percentages',
    'Proportional',
  ],
  description:
    'Show hierarchical relationships of data, with the value represented by area, showing ' +
    'proportion and contribution to the whole.',
  thumbnail: thumbnailSvg(
    '<rect x="4" y="4" width="30" height="32" fill="currentColor" fill-opacity="0.5"/><rect x="36" y="4" width="20" height="18" fill="currentColor" fill-opacity="0.3"/><rect x="36" y="24" width="9" height="12" fill="currentColor" fill-opacity="0.2"/><rect x="47" y="24" width="9" height="12" fill="currentColor" fill-opacity="0.15"/>',
  ),
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
