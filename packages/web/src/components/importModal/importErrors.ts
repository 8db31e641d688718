/**
 * What a refused import asks of the person (Superset's useImportResource): the 422's
 * `extra` names, file by file, the databases that need a password and the objects that
 * exist already; anything else is an error shown as is.
 */
import type { SupersetError } from '@tessera/core';
import type { ImportResource } from '../../api/importExportApi';

export const NEEDS_PASSWORD = 'Must provide a password for the database';
const ALREADY_EXISTS = 'already exists and `overwrite=true` was not passed';

export interface ImportPrompts {
  /** Database files (`databases/x.yaml`) whose password must be typed. */
  passwordsNeeded: string[];
  /** Files of objects that exist already: the import needs "OVERWRITE". */
  alreadyExists: string[];
  /** Whether something else went wrong (the error is shown instead of prompts). */
  otherError: boolean;
}

function needsPassword(problem: unknown): boolean {
  if (typeof problem === 'string') return problem === NEEDS_PASSWORD;
  if (problem && typeof problem === 'object') {
    const schema = (problem as { _schema?: unknown })._schema;
    return Array.isArray(schema) && schema.length === 1 && schema[0] === NEEDS_PASSWORD;
  }
  return false;
}

const alreadyExists = (problem: unknown) =>
  typeof problem === 'string' && problem.includes(ALREADY_EXISTS);

/** Reads the errors of a refused import into the prompts it needs. */
export function readImportErrors(errors: SupersetError[] | undefined): ImportPrompts {
  const prompts: ImportPrompts = { passwordsNeeded: [], alreadyExists: [], otherError: false };
  if (!errors?.length) return { ...prompts, otherError: true };
  for (const error of errors) {
    const files = Object.entries(error.extra ?? {}).filter(([key]) => key !== 'issue_codes');
    if (files.length === 0) prompts.otherError = true;
    for (const [file, problem] of files) {
      if (needsPassword(problem)) prompts.passwordsNeeded.push(file);
      else if (alreadyExists(problem)) prompts.alreadyExists.push(file);
      else prompts.otherError = true;
    }
  }
  return prompts;
}

/** The export of these objects: a ZIP download (`GET /api/v1/<resource>/export/?q=!(ids)`). */
export function exportUrl(resource: ImportResource, ids: number[]): string {
  return `/api/v1/${resource}/export/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`;
}
