import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

/** A country outline split into shaded regions. */
export const COUNTRY_MAP_THUMBNAIL = thumbnailSvg(
  '<path d="M14 6l16-2 14 4 6 10-4 10-12 8-14-2-10-8-2-12z"/>' +
    '<path d="M14 6l8 12-10 8M30 4l-8 14 14 4 14-4M36 22l-2 14" stroke-width="1"/>' +
    '<path d="M22 18l14 4-2 14-14-2-8-8z" fill="currentColor" fill-opacity="0.4" stroke="none"/>',
);

export const metadata = defineChartMetadata({
  name: 'Country Map',
  category: 'Map',
  tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked'],
  description:
    "Visualizes how a single metric varies across a country's principal subdivisions " +
    '(states, provinces, etc) on a choropleth map. Each subdivision is found by its ' +
    'ISO 3166-2 code.',
  thumbnail: COUNTRY_MAP_THUMBNAIL,
});
