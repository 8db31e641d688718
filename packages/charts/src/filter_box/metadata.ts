import { defineChartMetadata } from '../shared/metadata.js';
import { THUMBNAILS } from '../shared/thumbnails.js';

/**
 * The legacy filter box: deprecated as in Superset (hidden from the gallery; native filters
 * replace it), kept so that dashboards holding filter boxes still filter, and convert.
 */
export const metadata = defineChartMetadata({
  name: 'Filter box',
  category: 'Tools',
  tags: ['Legacy', 'Deprecated'],
  description:
    'Chart component that lets you add a custom filter UI in your dashboard. When added to ' +
    'dashboard, a filter box lets users specify specific values or ranges to filter charts ' +
    'by. The charts that each filter box is applied to can be fine tuned as well in the ' +
    'dashboard view.\n\nNote that this plugin is being replaced with the new Filters feature ' +
    "that lives in the dashboard view itself. It's easier to use and has more capabilities!",
  thumbnail: THUMBNAILS.filterBox,
  deprecated: true,
  label: 'DEPRECATED',
  // it draws its filters whatever its queries answer
  enableNoResults: false,
});
