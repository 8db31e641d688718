import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../timeseries/metadata.js';

export const metadata = defineChartMetadata({
  name: 'Stepped Line',
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Transformable', 'Stacked'],
  description:
    'Stepped-line graph (also called step chart) is a variation of line chart but with the ' +
    'line forming a series of steps between data points. A step chart can be useful when you ' +
    'want to show the changes that occur at irregular intervals.',
  thumbnail: THUMBNAILS.step,
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
});
