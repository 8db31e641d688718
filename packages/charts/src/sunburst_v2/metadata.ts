import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Sunburst Chart v2',
  category: 'Part of a Whole',
  tags: ['ECharts', 'Aesthetic', 'Multi-Levels', 'Proportional'],
  description:
    'Uses circles to visualize the flow of data through different stages of a system. ' +
    'Hover over individual paths in the visualization to understand the stages a value ' +
    'took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
  thumbnail: thumbnailSvg(
    '<circle cx="30" cy="20" r="7" fill="currentColor" fill-opacity="0.5"/><path d="M30 6a14 14 0 0 1 14 14h-5a9 9 0 0 0-9-9z" fill="currentColor" fill-opacity="0.4"/><path d="M44 20a14 14 0 0 1-21 12l3-4a9 9 0 0 0 13-8z" fill="currentColor" fill-opacity="0.3"/><circle cx="30" cy="20" r="16"/>',
  ),
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
