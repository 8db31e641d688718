import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

/** A root branching left to right into leaves. */
export const TREE_THUMBNAIL = thumbnailSvg(
  '<path d="M10 20C18 20 16 10 26 10M10 20C18 20 16 30 26 30M26 10C36 10 34 5 44 5M26 10C36 10 34 15 44 15M26 30C36 30 34 25 44 25M26 30C36 30 34 35 44 35" stroke-width="1.5"/>' +
    '<g fill="currentColor" stroke="none"><circle cx="10" cy="20" r="3"/><circle cx="26" cy="10" r="2.5"/><circle cx="26" cy="30" r="2.5"/><circle cx="46" cy="5" r="2"/><circle cx="46" cy="15" r="2"/><circle cx="46" cy="25" r="2"/><circle cx="46" cy="35" r="2"/></g>',
);

export const metadata = defineChartMetadata({
  name: 'Tree Chart',
  category: 'Part of a Whole',
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural', 'Featured'],
  description: 'Visualize multiple levels of hierarchy using a familiar tree-like structure.',
  thumbnail: TREE_THUMBNAIL,
});
