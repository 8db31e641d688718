import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// A table whose first row is the control (filled) and a p-value mark.
const THUMBNAIL = thumbnailSvg(
  '<rect x="4" y="4" width="52" height="32" rx="2"/><rect x="4" y="12" width="52" height="8" fill="currentColor" fill-opacity="0.3" stroke="none"/><path d="M4 12h52M4 20h52M4 28h52M24 4v32M40 4v32"/>',
);

export const metadata = defineChartMetadata({
  name: 'Paired t-test Table',
  category: 'Correlation',
  tags: ['Legacy', 'Statistical', 'Tabular'],
  description:
    'Table that visualizes paired t-tests, which are used to understand statistical ' +
    'differences between groups.',
  thumbnail: THUMBNAIL,
});
