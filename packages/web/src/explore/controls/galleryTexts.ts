/** The chart gallery's texts (spec), apart from the gallery so the tiles need not load it. */
export const GALLERY_TEXTS = {
  title: 'Select a visualization type',
  allCharts: 'All charts',
  recommended: 'Recommended tags',
  category: 'Category',
  tags: 'Tags',
  search: 'Search all charts',
  noDescription: 'No description available.',
  viewAll: 'View all charts',
  unsupported: 'This visualization type is not supported.',
  other: 'Other',
} as const;
