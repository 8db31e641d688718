import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// three boxes with whiskers and medians
const THUMBNAIL = thumbnailSvg(
  '<path d="M12 6v6M12 26v8M8 6h8M8 34h8M36 4v8M36 24v8M32 4h8M32 32h8M24 10v6M24 28v4M20 10h8M20 32h8M48 8v6M48 24v10M44 8h8M44 34h8"/>' +
    '<rect x="8" y="12" width="8" height="14"/><rect x="20" y="16" width="8" height="12"/>' +
    '<rect x="32" y="12" width="8" height="12"/><rect x="44" y="14" width="8" height="10"/>' +
    '<path d="M8 20h8M20 22h8M32 17h8M44 19h8" stroke-width="1.5"/>',
);

export const metadata = defineChartMetadata({
  name: 'Box Plot',
  category: 'Distribution',
  tags: ['ECharts', 'Range', 'Statistical'],
  description:
    'Also known as a box and whisker plot, this visualization compares the distributions of ' +
    'a related metric across multiple groups. The box in the middle emphasizes the mean, ' +
    'median, and inner 2 quartiles. The whiskers around each box visualize the min, max, ' +
    'range, and outer 2 quartiles.',
  thumbnail: THUMBNAIL,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
