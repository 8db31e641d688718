import { THUMBNAILS } from '../shared/thumbnails.js';
import { defineTimeseriesMetadata } from '../timeseries/metadata.js';

export const metadata = defineTimeseriesMetadata({
  name: 'Stepped Line',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Transformable', 'Stacked'],
  description:
    'Stepped-line graph (also called step chart) is a variation of line chart but with the ' +
    'line forming a series of steps between data points. A step chart can be useful when you ' +
    'want to show the changes that occur at irregular intervals.',
  thumbnail: THUMBNAILS.step,
});
