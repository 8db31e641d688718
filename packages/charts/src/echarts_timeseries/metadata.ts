import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../timeseries/metadata.js';

export const metadata = defineChartMetadata({
  name: 'Generic Chart',
  category: 'Evolution',
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Predictive', 'Time', 'Transformable'],
  description:
    'Swiss army knife for visualizing data. Choose between step, line, scatter, and bar ' +
    'charts. This viz type has many customization options as well.',
  thumbnail: THUMBNAILS.generic,
  behaviors: TIMESERIES_BEHAVIORS,
  canBeAnnotationTypes: ['TIME_SERIES'],
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
});
