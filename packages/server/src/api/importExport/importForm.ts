/**
 * The multipart form of an import (Superset's `import_` routes): the bundle file (`formData`,
 * or `bundle` for the assets import), `passwords` (JSON by file path), `overwrite` and the
 * SSH tunnel secrets (read, but SSH tunnels are not enabled here). The file is read into
 * memory up to the archive limit; past it the request is refused.
 */
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { BadRequestError } from '../../errors.js';
import { BUNDLE_LIMITS } from '../../services/bundles/archive.js';
import { BundleRefusedError } from '../../services/bundles/bundleErrors.js';
import type { ImportOptions } from '../../services/bundles/bundleService.js';

const SECRET_MAPS = [
  'passwords',
  'ssh_tunnel_passwords',
  'ssh_tunnel_private_keys',
  'ssh_tunnel_private_key_passwords',
];

/** A form field holding a JSON object of strings by file path. */
function secretsMap(field: string, text: string | undefined): Record<string, string> {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError(`${field}: Not a valid JSON.`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new BadRequestError(`${field}: Not a valid mapping type.`);
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export interface ImportForm {
  upload: Buffer;
  options: ImportOptions;
}

/** Reads the form; 400 when it is not multipart or has no bundle file. */
export async function readImportForm(
  request: FastifyRequest,
  fileField: string,
): Promise<ImportForm> {
  if (!request.isMultipart())
    throw new BadRequestError("Request MIME type is not 'multipart/form-data'");
  const fields: Record<string, string> = {};
  let upload: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: BUNDLE_LIMITS.archiveBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && !upload) upload = await part.toBuffer();
        else part.file.resume();
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BundleRefusedError('The archive is larger than allowed');
    throw error;
  }
  if (!upload) throw new BadRequestError('Arguments are not correct');
  for (const field of SECRET_MAPS) secretsMap(field, fields[field]);
  const overwrite = fields.overwrite;
  return {
    upload,
    options: {
      overwrite: overwrite === undefined || overwrite === '' ? null : overwrite === 'true',
      passwords: secretsMap('passwords', fields.passwords),
    },
  };
}
