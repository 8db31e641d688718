import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

/** Circles of different sizes joined by lines. */
export const GRAPH_THUMBNAIL = thumbnailSvg(
  '<path d="M14 12L30 22L48 10M30 22L22 34M30 22L46 32M14 12L22 34" stroke-width="1.5"/>' +
    '<g fill="currentColor" stroke="none"><circle cx="14" cy="12" r="4"/><circle cx="30" cy="22" r="6"/><circle cx="48" cy="10" r="3"/><circle cx="22" cy="34" r="3"/><circle cx="46" cy="32" r="4"/></g>',
);

export const metadata = defineChartMetadata({
  name: 'Graph Chart',
  category: 'Flow',
  tags: [
    'Circular',
    'Comparison',
    'Directional',
    'ECharts',
    'Relational',
    'Structural',
    'Transformable',
    'Featured',
  ],
  description:
    'Displays connections between entities in a graph structure. Useful for mapping ' +
    'relationships and showing which nodes are important in a network. Graph charts can be ' +
    'configured to be force-directed or circulate. If your data has a geospatial component, ' +
    'try the deck.gl Arc chart.',
  thumbnail: GRAPH_THUMBNAIL,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
