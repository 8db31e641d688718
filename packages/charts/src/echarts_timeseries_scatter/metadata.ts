import { THUMBNAILS } from '../shared/thumbnails.js';
import { defineTimeseriesMetadata } from '../timeseries/metadata.js';

export const metadata = defineTimeseriesMetadata({
  name: 'Scatter Plot',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Time',
    'Transformable',
    'Scatter',
    'Featured',
  ],
  description:
    'Scatter Plot has the horizontal axis in linear units, and the points are connected in ' +
    'order. It shows a statistical relationship between two variables.',
  thumbnail: THUMBNAILS.scatter,
});
