import type { ChartMetadata } from '../types.js';

export type MetadataInput = Pick<
  ChartMetadata,
  'name' | 'category' | 'tags' | 'description' | 'thumbnail'
> &
  Partial<ChartMetadata>;

/** A chart's metadata with Superset's `ChartMetadata` defaults filled in. */
export function defineChartMetadata(input: MetadataInput): ChartMetadata {
  return {
    behaviors: [],
    exampleGallery: [],
    credits: [],
    deprecated: false,
    label: null,
    canBeAnnotationTypes: [],
    supportedAnnotationTypes: [],
    datasourceCount: 1,
    queryObjectCount: 1,
    useLegacyApi: false,
    enableNoResults: true,
    ...input,
  };
}
