/**
 * The database file an embedded engine's URI names (DuckDB, SQLite): `:memory:` when the URI
 * names none, otherwise the absolute path, which must exist unless `create` is asked for.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BadRequestError } from '../errors.js';
import { engineError } from './engineErrors.js';
import type { ConnectOptions, EngineSpec } from './types.js';
import { parseUri, type ParsedUri } from './uri.js';

export interface FileDatabase {
  parsed: ParsedUri;
  /** The database as the URI names it (reported in errors). */
  database: string;
  /** `:memory:` or the absolute path. */
  file: string;
}

export function fileDatabase(
  spec: Pick<EngineSpec, 'engine' | 'engineName'>,
  uri: string,
  options: ConnectOptions,
): FileDatabase {
  const parsed = parseUri(uri);
  if (parsed.backend !== spec.engine)
    throw new BadRequestError(`Not a ${spec.engineName} URI: ${parsed.backend}`);
  const database = parsed.database ?? ':memory:';
  const file = database === ':memory:' ? database : path.resolve(database);
  if (file !== ':memory:' && !options.create && !existsSync(file)) {
    throw engineError(
      spec.engineName,
      'CONNECTION_UNKNOWN_DATABASE_ERROR',
      `Unable to connect to database "${database}".`,
      {
        invalid: ['database'],
      },
    );
  }
  return { parsed, database, file };
}
