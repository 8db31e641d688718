/**
 * File uploads into a database (Superset ≥ 4.1): `POST /database/<pk>/upload/` (multipart:
 * `type` csv | excel | columnar, `file`, `table_name`, `schema`, `already_exists` and the
 * reader options) → 201 `{message: "OK"}`, and `POST /database/upload_metadata/` → the
 * file's column names. Both need `can_upload` on Database. The file is streamed to a
 * private temporary folder (never held in memory) and removed when the request ends.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {} from '@fastify/multipart';
import { z } from 'zod';
import { IdParams, UploadMetadataResponse } from '@tessera/core';
import { BadRequestError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { UploadTooLargeError } from '../../services/upload/errors.js';
import {
  parseMetadataForm,
  parseUploadForm,
  type FormFields,
  type ReceivedFile,
} from '../../services/upload/options.js';
import { UploadService } from '../../services/upload/uploadService.js';

const tags = ['Database'];
const uploading = { permission: ['can_upload', 'Database'] as const };

/** Reads the multipart form: fields as text, the `file` part streamed into `dir`. */
async function receiveForm(
  request: FastifyRequest,
  dir: string,
  maxBytes: number,
): Promise<{ fields: FormFields; file: ReceivedFile | null }> {
  if (!request.isMultipart())
    throw new BadRequestError("Request MIME type is not 'multipart/form-data'");
  const fields: FormFields = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const ext = /\.([A-Za-z0-9]{1,10})$/.exec(part.filename ?? '')?.[1] ?? 'bin';
        const path = join(dir, `upload.${ext.toLowerCase()}`);
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) throw new UploadTooLargeError();
        file = { path, filename: part.filename ?? '', size: (await stat(path)).size };
      } else {
        (fields[part.fieldname] ??= []).push(String(part.value ?? ''));
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new UploadTooLargeError();
    throw error;
  }
  return { fields, file };
}

export function registerDatabaseUploadRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = new UploadService(services);
  const root = join(services.ctx.config.home, 'tmp');
  const maxBytes = services.ctx.config.uploadMaxMb * 1024 * 1024;

  /** Runs `work` with a fresh temporary folder, removed afterwards whatever happens. */
  const inWorkDir = async <T>(work: (dir: string) => Promise<T>): Promise<T> => {
    await mkdir(root, { recursive: true });
    const dir = await mkdtemp(join(root, 'upload-'));
    try {
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  r.post('/api/v1/database/:pk/upload/', {
    config: uploading,
    schema: {
      tags,
      summary: 'Upload a CSV, Excel or Parquet file into a table (and a dataset over it)',
      consumes: ['multipart/form-data'],
      params: IdParams,
      response: { 201: z.object({ message: z.string() }) },
    },
    handler: async (request, reply) => {
      const p = request.principal!;
      // Refused databases are refused before any of the file is read.
      await uploads.uploadDatabase(request.params.pk, p);
      await inWorkDir(async (dir) => {
        const { fields, file } = await receiveForm(request, dir, maxBytes);
        const form = parseUploadForm(fields, file);
        await uploads.upload(p, request.params.pk, form, file!, dir);
      });
      return reply.status(201).send({ message: 'OK' });
    },
  });

  r.post('/api/v1/database/upload_metadata/', {
    config: uploading,
    schema: {
      tags,
      summary: 'The column names (and sheets) of a file to upload',
      consumes: ['multipart/form-data'],
      response: { 200: UploadMetadataResponse },
    },
    handler: async (request) =>
      inWorkDir(async (dir) => {
        const { fields, file } = await receiveForm(request, dir, maxBytes);
        const form = parseMetadataForm(fields, file);
        return { result: { items: await uploads.metadata(form, file!, dir) } };
      }),
  });
}
