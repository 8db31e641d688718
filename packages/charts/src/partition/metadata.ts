import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

/** An icicle: a root column split into smaller and smaller rectangles to the right. */
export const PARTITION_THUMBNAIL = thumbnailSvg(
  '<g stroke-width="1.5"><rect x="4" y="4" width="16" height="32"/><rect x="22" y="4" width="16" height="20"/><rect x="22" y="26" width="16" height="10"/><rect x="40" y="4" width="16" height="12"/><rect x="40" y="18" width="16" height="6"/><rect x="40" y="26" width="16" height="10"/></g>',
);

export const metadata = defineChartMetadata({
  name: 'Partition Chart',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Comparison', 'Legacy', 'Proportional'],
  description:
    'Compare the same summarized metric across multiple groups. Each level of the hierarchy ' +
    'is a column of rectangles whose heights are the metric of the group.',
  thumbnail: PARTITION_THUMBNAIL,
});
