import { THUMBNAILS } from '../shared/thumbnails.js';
import { defineTimeseriesMetadata } from '../timeseries/metadata.js';

export const metadata = defineTimeseriesMetadata({
  name: 'Line Chart',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Popular'],
  description:
    'Line chart is used to visualize measurements taken over a given category. Line chart is a ' +
    'type of chart which displays information as a series of data points connected by straight ' +
    'line segments. It is a basic type of chart common in many fields.',
  thumbnail: THUMBNAILS.line,
  canBeAnnotationTypes: ['TIME_SERIES'],
});
