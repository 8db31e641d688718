import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { TIMESERIES_ANNOTATION_TYPES, TIMESERIES_BEHAVIORS } from '../timeseries/metadata.js';

export const metadata = defineChartMetadata({
  name: 'Mixed Chart',
  category: 'Evolution',
  tags: [
    'Advanced-Analytics',
    'Aesthetic',
    'ECharts',
    'Experimental',
    'Line',
    'Multi-Variables',
    'Time',
    'Transformable',
  ],
  description:
    'Visualize two different series using the same x-axis. Note that both series can be ' +
    'visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  thumbnail: THUMBNAILS.mixed,
  behaviors: TIMESERIES_BEHAVIORS,
  supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
  queryObjectCount: 2,
});
