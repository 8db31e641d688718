import { describe, expect, it } from 'vitest';
import { SupersetTypedError } from '../errors.js';
import { mapEngineError } from './engineErrors.js';
import { MYSQL_ERROR_RULES } from './mysql/spec.js';
import { POSTGRES_ERROR_RULES } from './postgres/spec.js';
import { availableEngines, engineSpec, specForUri } from './registry.js';
import { parseUri } from './uri.js';

describe('engine registry', () => {
  it("finds engines by Superset's names and URI schemes", () => {
    for (const [scheme, name] of [
      ['postgresql://u@h/db', 'PostgreSQL'],
      ['postgres://u@h/db', 'PostgreSQL'],
      ['postgresql+psycopg2://u@h/db', 'PostgreSQL'],
      ['mysql://u@h/db', 'MySQL'],
      ['mysql+mysqldb://u@h/db', 'MySQL'],
      ['mariadb://u@h/db', 'MariaDB'],
      ['duckdb:////tmp/x.duckdb', 'DuckDB'],
      ['sqlite:////tmp/x.db', 'SQLite'],
    ]) {
      expect(specForUri(scheme).engineName).toBe(name);
    }
    expect(engineSpec('POSTGRES')?.engine).toBe('postgresql');
    expect(() => specForUri('oracle://u@h/db')).toThrow('Could not load database driver: oracle');
  });

  it('lists the engines for /database/available/, preferred first', () => {
    const engines = availableEngines();
    expect(engines.map((e) => e.name)).toEqual([
      'PostgreSQL',
      'MySQL',
      'SQLite',
      'DuckDB',
      'MariaDB',
    ]);
    const postgres = engines[0];
    expect(postgres).toMatchObject({
      engine: 'postgresql',
      default_driver: 'psycopg2',
      preferred: true,
      sqlalchemy_uri_placeholder:
        'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
      engine_information: { supports_file_upload: true, disable_ssh_tunneling: false },
      supports_oauth2: false,
    });
    expect(postgres.parameters).toMatchObject({
      required: ['database', 'host', 'port', 'username'],
    });
    expect(engines.find((e) => e.name === 'SQLite')?.parameters).toBeUndefined();
  });

  it("builds URIs from parameters and parameters from URIs as Superset's mixin does", () => {
    const spec = specForUri('postgresql://x');
    const parameters = {
      username: 'username',
      password: 'p@ss:word',
      host: 'localhost',
      port: 5432,
      database: 'dbname',
      query: { foo: 'bar' },
      encryption: true,
    };
    const uri = spec.buildUri(parameters);
    expect(uri).toBe(
      'postgresql+psycopg2://username:p%40ss%3Aword@localhost:5432/dbname?foo=bar&sslmode=require',
    );
    expect(spec.parametersFromUri(uri)).toEqual(parameters);
    expect(
      specForUri('mysql://x').buildUri({
        host: 'h',
        port: 3306,
        database: 'd',
        username: 'u',
        encryption: true,
      }),
    ).toBe('mysql+mysqldb://u@h:3306/d?ssl=1');
    expect(specForUri('duckdb://').buildUri({ database: '/data/x.duckdb' })).toBe(
      'duckdb:////data/x.duckdb',
    );
    expect(parseUri('sqlite:///relative/x.db').database).toBe('relative/x.db');
    expect(parseUri('postgresql://[::1]:5433/db')).toMatchObject({
      host: '::1',
      port: 5433,
      database: 'db',
    });
  });
});

describe('engine error mapping', () => {
  const context = { hostname: 'db.example', port: '5432' };

  it("maps PostgreSQL's wrong password to CONNECTION_INVALID_PASSWORD_ERROR with Superset's text", () => {
    // The local server trusts every connection, so this message is checked here.
    const error = mapEngineError(
      'PostgreSQL',
      { message: 'password authentication failed for user "alice"', code: '28P01' },
      POSTGRES_ERROR_RULES,
      context,
    );
    expect(error).toBeInstanceOf(SupersetTypedError);
    expect(error.errorType).toBe('CONNECTION_INVALID_PASSWORD_ERROR');
    expect(error.message).toBe('The password provided for username "alice" is incorrect.');
    expect(error.status).toBe(422);
    expect(error.extra).toEqual({
      engine_name: 'PostgreSQL',
      engine_message: 'password authentication failed for user "alice"',
      invalid: ['username', 'password'],
      issue_codes: [
        {
          code: 1013,
          message: 'Issue 1013 - The password provided when connecting to a database is not valid.',
        },
      ],
    });
  });

  it('keeps the engine text in a generic error when nothing matches', () => {
    const error = mapEngineError(
      'MySQL',
      { message: 'Lock wait timeout exceeded', code: 'ER_LOCK_WAIT_TIMEOUT' },
      MYSQL_ERROR_RULES,
    );
    expect(error.errorType).toBe('GENERIC_DB_ENGINE_ERROR');
    expect(error.message).toBe('MySQL error: Lock wait timeout exceeded');
    expect(error.extra).toMatchObject({ issue_codes: [{ code: 1002 }] });
  });

  it("maps MySQL's server-side statement timeout to BACKEND_TIMEOUT_ERROR", () => {
    const error = mapEngineError(
      'MariaDB',
      {
        message: 'Query execution was interrupted (max_statement_time exceeded)',
        code: 'ER_STATEMENT_TIMEOUT',
      },
      MYSQL_ERROR_RULES,
    );
    expect(error.errorType).toBe('BACKEND_TIMEOUT_ERROR');
    expect(error.status).toBe(408);
  });
});
