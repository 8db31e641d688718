import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

/** Two columns of nodes joined by bands whose width is the flow. */
export const SANKEY_THUMBNAIL = thumbnailSvg(
  '<g fill="currentColor" stroke="none"><rect x="6" y="4" width="4" height="14"/><rect x="6" y="22" width="4" height="14"/><rect x="50" y="6" width="4" height="10"/><rect x="50" y="20" width="4" height="16"/></g>' +
    '<g stroke-opacity="0.5"><path d="M10 11C30 11 30 11 50 11" stroke-width="8"/><path d="M10 29C30 29 30 26 50 26" stroke-width="8"/><path d="M10 16C30 16 30 33 50 33" stroke-width="3"/></g>',
);

export const metadata = defineChartMetadata({
  name: 'Sankey Chart',
  category: 'Flow',
  tags: ['Directional', 'Distribution', 'Flow'],
  description:
    'The Sankey chart visually tracks the movement and transformation of values across ' +
    'system stages. Nodes represent stages, connected by links depicting value flow. Node ' +
    'height corresponds to the visualized metric, providing a clear representation of ' +
    'value distribution and transformation.',
  thumbnail: SANKEY_THUMBNAIL,
});
