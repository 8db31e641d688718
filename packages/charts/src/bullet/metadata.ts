import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

export const metadata = defineChartMetadata({
  name: 'Bullet Chart',
  category: 'KPI',
  tags: ['Business', 'Legacy', 'Report', 'nvd3'],
  description:
    'Showcases the progress of a single metric against a given target. The higher the fill, ' +
    'the closer the metric is to the target.',
  thumbnail: thumbnailSvg(
    '<rect x="4" y="12" width="52" height="16" fill="currentColor" fill-opacity="0.15" stroke="none"/>' +
      '<rect x="4" y="12" width="36" height="16" fill="currentColor" fill-opacity="0.25" stroke="none"/>' +
      '<rect x="4" y="17" width="30" height="6" fill="currentColor" stroke="none"/><path d="M44 9v22"/>',
  ),
});
