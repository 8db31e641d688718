/**
 * The errors of an import, as Superset's command errors answer them (SIP-40,
 * GENERIC_COMMAND_ERROR): a bundle refused whole (not a ZIP, hostile, nothing to import) is
 * a 400; a bundle whose files are wrong is a 422 "Error importing <model>" whose `extra` says
 * what is wrong with each file, by its path, as Superset's import dialog reads it.
 */
import type { BundleFileErrors } from '@tessera/core';
import { SupersetTypedError } from '../../errors.js';

const ISSUE_CODES = [
  { code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' },
];

/** 400: the upload is no bundle, or one refused as a whole. */
export class BundleRefusedError extends SupersetTypedError {
  constructor(message: string) {
    super(message, 'GENERIC_COMMAND_ERROR', 400, { issue_codes: ISSUE_CODES });
  }
}

/** 422: no import reads this bundle (no `metadata.yaml`, or not version 1.0.0). */
export class NoImportCommandError extends SupersetTypedError {
  constructor() {
    super('Could not find a valid command to import file', 'GENERIC_COMMAND_ERROR', 422, {
      issue_codes: ISSUE_CODES,
    });
  }
}

/** What is wrong with one file: a message, or marshmallow's per-field messages. */
export type FileProblem = string | BundleFileErrors;

/** 422 "Error importing <model>" with the problems of each file. */
export class BundleInvalidError extends SupersetTypedError {
  constructor(
    readonly model: string,
    readonly files: Record<string, FileProblem>,
  ) {
    super(`Error importing ${model}`, 'GENERIC_COMMAND_ERROR', 422, {
      ...files,
      issue_codes: ISSUE_CODES,
    });
  }
}

/** Problems gathered file by file, thrown together. */
export class FileProblems {
  readonly files: Record<string, FileProblem> = {};

  /** Adds a message (the first one stays) or field messages (merged) for a file. */
  add(file: string, problem: FileProblem): void {
    const before = this.files[file];
    if (before === undefined) this.files[file] = problem;
    else if (typeof before !== 'string' && typeof problem !== 'string')
      this.files[file] = { ...before, ...problem };
  }

  /** Adds a message under a field of a file (`{field: [message]}`). */
  addField(file: string, field: string, message: string): void {
    const before = this.files[file];
    if (typeof before === 'string') return;
    const fields = before ?? {};
    const messages = fields[field];
    fields[field] = Array.isArray(messages) ? [...messages, message] : [message];
    this.files[file] = fields;
  }

  get empty(): boolean {
    return Object.keys(this.files).length === 0;
  }

  throwIfAny(model: string): void {
    if (!this.empty) throw new BundleInvalidError(model, this.files);
  }
}
