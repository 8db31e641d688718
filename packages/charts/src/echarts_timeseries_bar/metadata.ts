import { THUMBNAILS } from '../shared/thumbnails.js';
import { defineTimeseriesMetadata } from '../timeseries/metadata.js';

export const metadata = defineTimeseriesMetadata({
  name: 'Bar Chart',
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
});
