import { THUMBNAILS } from '../shared/thumbnails.js';
import { defineTimeseriesMetadata } from '../timeseries/metadata.js';

export const metadata = defineTimeseriesMetadata({
  name: 'Smooth Line',
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
});
