import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

/** A globe's outline with two shaded land masses and a bubble. */
export const WORLD_MAP_THUMBNAIL = thumbnailSvg(
  '<rect x="4" y="4" width="52" height="32" rx="3"/>' +
    '<path d="M10 12l8-3 6 3-2 6-6 2-4 6-3-4z" fill="currentColor" fill-opacity="0.5"/>' +
    '<path d="M30 10l10-2 10 4-2 6-8 2-2 8-6-4-2-8z" fill="currentColor" fill-opacity="0.25"/>' +
    '<circle cx="40" cy="16" r="4" fill="currentColor" stroke="none"/>',
);

export const metadata = defineChartMetadata({
  name: 'World Map',
  category: 'Map',
  tags: [
    '2D',
    'Comparison',
    'Intensity',
    'Legacy',
    'Multi-Dimensions',
    'Multi-Layers',
    'Multi-Variables',
    'Scatter',
    'Featured',
  ],
  description:
    'A map of the world, that can indicate values in different countries. Countries are ' +
    'coloured by a metric (or each by its own colour), and bubbles sized by a second metric ' +
    'may be drawn on top of them.',
  thumbnail: WORLD_MAP_THUMBNAIL,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
