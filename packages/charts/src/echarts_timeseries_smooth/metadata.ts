import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../timeseries/metadata.js';

export const metadata = defineChartMetadata({
  name: 'Smooth Line',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Line',
    'Transformable',
  ],
  description:
    'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line ' +
    'sometimes looks smarter and more professional.',
  thumbnail: THUMBNAILS.smooth,
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
});
