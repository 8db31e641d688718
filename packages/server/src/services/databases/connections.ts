/**
 * Live engine connections to the users' databases, one per saved database connection,
 * opened on first use and kept until the connection's settings change or the app closes;
 * and the URI handling around the stored password (kept encrypted apart from the URI,
 * whose password is masked).
 */
import { DATABASE_PASSWORD_MASK } from '@tessera/core';
import type { ConnectOptions, Engine } from '../../engines/types.js';
import { connectEngine } from '../../engines/registry.js';
import { parseUri, renderUri, type ParsedUri } from '../../engines/uri.js';
import type { DatabaseRow } from '../../meta/databases.js';
import type { SecretBox } from '../../security/encryption.js';
import { SupersetTypedError } from '../../errors.js';
import { allowsFileAccess } from './sqlPolicy.js';
import path from 'node:path';

/** The mask Superset shows in place of a stored password. */
export const PASSWORD_MASK = DATABASE_PASSWORD_MASK;

function render(parsed: ParsedUri, password: string | null): string {
  return renderUri({
    ...parsed,
    scheme: parsed.driver ? `${parsed.backend}+${parsed.driver}` : parsed.backend,
    username: parsed.username ?? (password !== null ? '' : null),
    password,
  });
}

/** The URI with the password put back in (the stored URI has it masked). */
export function uriWithPassword(maskedUri: string, password: string | null): string {
  if (password === null) return maskedUri;
  return render(parseUri(maskedUri), password);
}

/** The URI with its password replaced (or removed, for null). */
export function replacePassword(uri: string, password: string | null): string {
  return render(parseUri(uri), password);
}

/** The URI with its password replaced by the mask (unchanged when it has none or is no URI). */
export function maskUri(uri: string): string {
  try {
    const parsed = parseUri(uri);
    return parsed.password === null ? uri : render(parsed, PASSWORD_MASK);
  } catch {
    return uri;
  }
}

/** A full URI split into what is stored: the masked URI and the plain password (or null). */
export function splitPassword(uri: string): { maskedUri: string; password: string | null } {
  const parsed = parseUri(uri);
  if (parsed.password === null) return { maskedUri: uri.trim(), password: null };
  return { maskedUri: render(parsed, PASSWORD_MASK), password: parsed.password };
}

/**
 * Where a URI sends its credentials: backend, host, port and user. A stored password is
 * only ever reused for the same destination (Superset's unsafe-rebind rule).
 */
export function sameDestination(a: string, b: string): boolean {
  try {
    const x = parseUri(a);
    const y = parseUri(b);
    return (
      x.backend === y.backend &&
      (x.host ?? '') === (y.host ?? '') &&
      (x.port ?? null) === (y.port ?? null) &&
      (x.username ?? '') === (y.username ?? '')
    );
  } catch {
    return false;
  }
}

/** Connection failures answer 422, whatever status the engine gave its error. */
function asConnectionFailure(error: unknown): unknown {
  if (error instanceof SupersetTypedError && error.status !== 422) {
    return new SupersetTypedError(error.message, error.errorType, 422, error.extra);
  }
  return error;
}

export class DatabaseConnections {
  private readonly engines = new Map<number, { key: string; engine: Promise<Engine> }>();

  constructor(
    readonly secrets: SecretBox,
    /** Connections per PostgreSQL / MySQL pool. */
    private readonly poolSize = 10,
    /** The examples' DuckDB file: never opened with file access, whatever its settings say. */
    private readonly examplesFile: string | null = null,
  ) {}

  /** Whether SQL on this connection may reach the host's files (`allow_file_access`). */
  private fileAccess(row: DatabaseRow, uri: string): boolean {
    if (!allowsFileAccess(row)) return false;
    if (!this.examplesFile) return true;
    const database = parseUri(uri).database;
    return !database || path.resolve(database) !== path.resolve(this.examplesFile);
  }

  /** A stored secret in plain text; a 500 naming the likely cause when it cannot be read. */
  decrypt(stored: string): string {
    try {
      return this.secrets.decrypt(stored);
    } catch (error) {
      throw new SupersetTypedError((error as Error).message, 'GENERIC_BACKEND_ERROR', 500);
    }
  }

  /** The decrypted full URI of a saved connection. */
  fullUri(row: DatabaseRow): string {
    return uriWithPassword(row.sqlalchemy_uri, row.password ? this.decrypt(row.password) : null);
  }

  /** An open engine for the saved connection, reused while its URI and settings stay the same. */
  async engineFor(row: DatabaseRow): Promise<Engine> {
    const key = `${row.sqlalchemy_uri}\u0000${row.password ?? ''}\u0000${row.changed_on}`;
    const hit = this.engines.get(row.id);
    if (hit && hit.key === key) return hit.engine;
    const uri = this.fullUri(row);
    const options = { poolSize: this.poolSize, fileAccess: this.fileAccess(row, uri) };
    // The old engine closes first: DuckDB opens a file once per process and configuration.
    const engine = (async () => {
      if (hit) await hit.engine.then((e) => e.close()).catch(() => undefined);
      return connectEngine(uri, options);
    })();
    this.engines.set(row.id, { key, engine });
    engine.catch(() => {
      if (this.engines.get(row.id)?.engine === engine) this.engines.delete(row.id);
    });
    return engine;
  }

  /**
   * Opens a connection to the URI and closes it again: Superset's connection test. Failures
   * are the engine's SIP-40 errors (CONNECTION_* and the like), answered with 422.
   */
  async test(uri: string, options: ConnectOptions = {}): Promise<void> {
    let engine: Engine;
    try {
      engine = await connectEngine(uri, options);
    } catch (error) {
      throw asConnectionFailure(error);
    }
    await engine.close().catch(() => undefined);
  }

  async invalidate(id: number): Promise<void> {
    const hit = this.engines.get(id);
    this.engines.delete(id);
    if (hit) await hit.engine.then((e) => e.close()).catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    const all = [...this.engines.keys()];
    await Promise.all(all.map((id) => this.invalidate(id)));
  }
}
