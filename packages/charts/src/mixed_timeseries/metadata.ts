import { THUMBNAILS } from '../shared/thumbnails.js';
import { defineTimeseriesMetadata } from '../timeseries/metadata.js';

export const metadata = defineTimeseriesMetadata({
  name: 'Mixed Chart',
  tags: [
    'Advanced-Analytics',
    'Aesthetic',
    'ECharts',
    'Experimental',
    'Line',
    'Multi-Variables',
    'Time',
    'Transformable',
  ],
  description:
    'Visualize two different series using the same x-axis. Note that both series can be ' +
    'visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  thumbnail: THUMBNAILS.mixed,
  queryObjectCount: 2,
});
