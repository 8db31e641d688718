import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

/** A ring of arcs with ribbons crossing the middle. */
export const CHORD_THUMBNAIL = thumbnailSvg(
  '<path d="M30 4A16 16 0 0 1 45 14M46 24A16 16 0 0 1 34 35.5M26 35.5A16 16 0 0 1 14 24M15 14A16 16 0 0 1 27 4.3" stroke-width="3"/>' +
    '<g fill="currentColor" fill-opacity="0.35" stroke="none"><path d="M32 6Q30 20 44 16L44 20Q30 20 33 34L29 34Q30 20 16 22L16 18Q30 20 28 6z"/></g>',
);

export const metadata = defineChartMetadata({
  name: 'Chord Diagram',
  category: 'Flow',
  tags: ['Circular', 'Legacy', 'Proportional', 'Relational'],
  description:
    'Showcases the flow or link between categories using thickness of chords. The value and ' +
    'corresponding thickness can be different for each side.',
  thumbnail: CHORD_THUMBNAIL,
});
