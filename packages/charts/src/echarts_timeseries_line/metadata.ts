import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../timeseries/metadata.js';

export const metadata = defineChartMetadata({
  name: 'Line Chart',
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Popular'],
  description:
    'Line chart is used to visualize measurements taken over a given category. Line chart is a ' +
    'type of chart which displays information as a series of data points connected by straight ' +
    'line segments. It is a basic type of chart common in many fields.',
  thumbnail: THUMBNAILS.line,
  behaviors: TIMESERIES_BEHAVIORS,
  canBeAnnotationTypes: ['TIME_SERIES'],
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
});
