import { THUMBNAILS } from '../shared/thumbnails.js';
import { defineTimeseriesMetadata } from '../timeseries/metadata.js';

export const metadata = defineTimeseriesMetadata({
  name: 'Area Chart',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Line',
    'Transformable',
    'Stacked',
    'Popular',
  ],
  description:
    'Area charts are similar to line charts in that they represent variables with the same ' +
    'scale, but area charts stack the metrics on top of each other.',
  thumbnail: THUMBNAILS.area,
});
