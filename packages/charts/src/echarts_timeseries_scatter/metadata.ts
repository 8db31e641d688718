import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../timeseries/metadata.js';

export const metadata = defineChartMetadata({
  name: 'Scatter Plot',
  category: 'Evolution',
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
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
});
