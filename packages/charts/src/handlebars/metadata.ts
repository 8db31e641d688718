import { defineChartMetadata } from '../shared/metadata.js';
import { thumbnailSvg } from '../shared/thumbnails.js';

// A moustache brace pair around a few lines of text.
const THUMBNAIL = thumbnailSvg(
  '<path d="M14 6c-4 0-4 2-4 6s-1 6-4 8c3 2 4 4 4 8s0 6 4 6M46 6c4 0 4 2 4 6s1 6 4 8c-3 2-4 4-4 8s0 6-4 6"/><path d="M20 14h20M20 20h14M20 26h18" stroke-width="1.5"/>',
);

export const metadata = defineChartMetadata({
  name: 'Handlebars',
  category: null,
  tags: [],
  description: 'Write a handlebars template to render the data',
  thumbnail: THUMBNAIL,
});
