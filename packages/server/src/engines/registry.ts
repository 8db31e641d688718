/**
 * The engines Tessera speaks, keyed by Superset's engine names and URI schemes
 * (`postgresql`, `postgres`, `postgresql+psycopg2`, `mysql`, `mysql+mysqldb`, `mariadb`,
 * `duckdb`, `sqlite`; any `+driver` suffix is accepted), and the entries of Superset's
 * `GET /api/v1/database/available/`.
 */
import { SupersetTypedError } from '../errors.js';
import { duckdbSpec } from './duckdb/spec.js';
import { mariadbSpec, mysqlSpec } from './mysql/spec.js';
import { postgresSpec } from './postgres/spec.js';
import { sqliteSpec } from './sqlite/spec.js';
import type { ConnectOptions, Engine, EngineInformation, EngineSpec } from './types.js';
import { uriBackend } from './uri.js';

export const ENGINE_SPECS: readonly EngineSpec[] = [
  postgresSpec,
  mysqlSpec,
  mariadbSpec,
  duckdbSpec,
  sqliteSpec,
];

const BY_NAME = new Map<string, EngineSpec>();
for (const spec of ENGINE_SPECS) {
  for (const name of [spec.engine, ...spec.aliases]) BY_NAME.set(name, spec);
}

/** The spec for an engine name or scheme (`postgres`, `mysql+mysqldb`, ...); undefined if unknown. */
export function engineSpec(name: string): EngineSpec | undefined {
  return BY_NAME.get(name.toLowerCase().split('+')[0]);
}

/** The spec a URI's scheme names; Superset's "Could not load database driver" error otherwise. */
export function specForUri(uri: string): EngineSpec {
  const backend = uriBackend(uri);
  const spec = engineSpec(backend);
  if (!spec) {
    throw new SupersetTypedError(
      `Could not load database driver: ${backend || uri.split(':')[0]}`,
      'GENERIC_DB_ENGINE_ERROR',
      422,
      { engine_name: null },
    );
  }
  return spec;
}

export function connectEngine(uri: string, options?: ConnectOptions): Promise<Engine> {
  return specForUri(uri).connect(uri, options);
}

/** Superset's default `PREFERRED_DATABASES`. */
export const DEFAULT_PREFERRED_DATABASES = ['PostgreSQL', 'Presto', 'MySQL', 'SQLite'];

export interface AvailableEngine {
  name: string;
  engine: string;
  available_drivers: string[];
  default_driver?: string;
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  parameters?: Record<string, unknown>;
  engine_information: EngineInformation;
  supports_oauth2: boolean;
}

/** The `databases` list of `GET /database/available/`: preferred first, then by name. */
export function availableEngines(
  preferred: readonly string[] = DEFAULT_PREFERRED_DATABASES,
): AvailableEngine[] {
  const entries = ENGINE_SPECS.map((spec): AvailableEngine => ({
    name: spec.engineName,
    engine: spec.engine,
    available_drivers: Object.keys(spec.drivers),
    ...(spec.parametersSchema
      ? { default_driver: spec.defaultDriver, parameters: spec.parametersSchema }
      : {}),
    sqlalchemy_uri_placeholder: spec.sqlalchemyUriPlaceholder,
    preferred: preferred.includes(spec.engineName),
    engine_information: spec.engineInformation,
    supports_oauth2: false,
  }));
  const rank = (e: AvailableEngine) => (e.preferred ? preferred.indexOf(e.name) : preferred.length);
  return entries.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
