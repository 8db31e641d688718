/** The annotation commands' errors with Superset's messages. */
import { TesseraError } from '../../errors.js';

/** 422 `{message}`: a command Superset refuses with a plain message. */
export class UnprocessableError extends TesseraError {
  readonly status = 422;
}

export const LAYER_NOT_FOUND = 'Annotation layer not found.';
export const LAYER_HAS_ANNOTATIONS = 'Annotation layer has associated annotations.';
export const NAME_NOT_UNIQUE = 'Name must be unique';
export const SHORT_DESCR_NOT_UNIQUE = 'Short description must be unique for this layer';
export const END_BEFORE_START = 'End date must be after start date';
