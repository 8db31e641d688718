/** Annotation layers and their annotations; NATIVE annotation data for chart queries. */
import type { ServiceContext } from '../context.js';
import { AnnotationLayerService } from './annotationLayerService.js';
import { AnnotationService } from './annotationService.js';

export { AnnotationLayerService } from './annotationLayerService.js';
export { AnnotationService, type AcceptedAnnotation } from './annotationService.js';
export {
  nativeAnnotationData,
  type AnnotationWindow,
  type WindowBound,
} from './nativeAnnotationData.js';

export function createAnnotationServices(ctx: ServiceContext) {
  return {
    annotationLayers: new AnnotationLayerService(ctx),
    annotations: new AnnotationService(ctx),
  };
}
