import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// floating bars climbing and falling to a total
const THUMBNAIL = thumbnailSvg(
  '<g stroke="none" fill="currentColor">' +
    '<rect x="6" y="24" width="8" height="12" fill-opacity="0.8"/>' +
    '<rect x="17" y="14" width="8" height="10" fill-opacity="0.8"/>' +
    '<rect x="28" y="14" width="8" height="6" fill-opacity="0.4"/>' +
    '<rect x="39" y="6" width="8" height="14" fill-opacity="0.8"/>' +
    '<rect x="50" y="6" width="6" height="30"/></g>' +
    '<path d="M4 36h52" stroke-width="1"/>',
);

export const metadata = defineChartMetadata({
  name: 'Waterfall Chart',
  category: 'Evolution',
  tags: ['Categorical', 'Comparison', 'ECharts'],
  description:
    'A waterfall chart is a form of data visualization that helps in understanding the ' +
    'cumulative effect of sequentially introduced positive or negative values. These ' +
    'intermediate values can either be time based or category based.',
  thumbnail: THUMBNAIL,
  behaviors: ['INTERACTIVE_CHART'],
});
