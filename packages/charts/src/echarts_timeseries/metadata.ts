import { THUMBNAILS } from '../shared/thumbnails.js';
import { defineTimeseriesMetadata } from '../timeseries/metadata.js';

export const metadata = defineTimeseriesMetadata({
  name: 'Generic Chart',
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Predictive', 'Time', 'Transformable'],
  description:
    'Swiss army knife for visualizing data. Choose between step, line, scatter, and bar ' +
    'charts. This viz type has many customization options as well.',
  thumbnail: THUMBNAILS.generic,
  canBeAnnotationTypes: ['TIME_SERIES'],
});
