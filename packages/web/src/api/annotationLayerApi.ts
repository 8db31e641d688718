/** Annotation layers: Superset's `/api/v1/annotation_layer/` as explore's annotation control uses it. */
import type { AnnotationLayerListItem } from '@tessera/core';
import type { ListResult } from './securityApi';
import { tesseraApi } from './tesseraApi';

export type AnnotationLayerOption = Pick<AnnotationLayerListItem, 'id' | 'name'>;

export const annotationLayerApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    /** Up to 100 layers by id and name (the NATIVE source picker). */
    annotationLayerOptions: build.query<AnnotationLayerOption[], void>({
      query: () => ({
        url: '/api/v1/annotation_layer/',
        q: { page_size: 100, columns: ['id', 'name'] },
      }),
      transformResponse: (r: ListResult<AnnotationLayerOption>) => r.result,
    }),
  }),
});

export const { useAnnotationLayerOptionsQuery } = annotationLayerApi;
