import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../timeseries/metadata.js';

export const metadata = defineChartMetadata({
  name: 'Bar Chart',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Time',
    'Transformable',
    'Stacked',
    'Bar',
    'Featured',
  ],
  description:
    'Bar Charts are used to show metrics as a series of bars. Bars can be grouped by ' +
    'dimensions, stacked, and oriented vertically or horizontally.',
  thumbnail: THUMBNAILS.bar,
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
});
