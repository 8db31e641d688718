import { describe, expect, it } from 'vitest';
import { DATABASE_PASSWORD_MASK, type DatabaseConnection } from '@tessera/core';
import {
  joinExtra,
  newConnectionValues,
  savePayload,
  savedConnectionValues,
  splitExtra,
  testPayload,
  textToQuery,
  validatePayload,
  type ConnectionContext,
} from './databaseForm';

const POSTGRES: ConnectionContext = {
  engine: { engine: 'postgresql', default_driver: 'psycopg2' },
  method: 'dynamic_form',
  extraRest: {},
};

function connection(overrides: Partial<DatabaseConnection> = {}): DatabaseConnection {
  return {
    id: 4,
    uuid: 'u',
    database_name: 'Warehouse',
    cache_timeout: 60,
    expose_in_sqllab: true,
    allow_run_async: false,
    allow_file_upload: true,
    configuration_method: 'dynamic_form',
    allow_ctas: false,
    allow_cvas: false,
    allow_dml: true,
    backend: 'postgresql',
    driver: 'psycopg2',
    force_ctas_schema: null,
    impersonate_user: false,
    is_managed_externally: false,
    engine_information: {
      supports_file_upload: true,
      disable_ssh_tunneling: true,
      supports_dynamic_catalog: false,
      supports_oauth2: false,
    },
    extra: JSON.stringify({
      metadata_params: {},
      engine_params: { pool_size: 3 },
      schemas_allowed_for_file_upload: ['public', 'uploads'],
      custom_key: 'kept',
    }),
    sqlalchemy_uri: `postgresql://ada:${DATABASE_PASSWORD_MASK}@db.example:5432/sales`,
    parameters: {
      host: 'db.example',
      port: 5432,
      username: 'ada',
      password: DATABASE_PASSWORD_MASK,
      database: 'sales',
      query: { sslmode: 'require' },
    },
    parameters_schema: null,
    server_cert: null,
    masked_encrypted_extra: null,
    ...overrides,
  };
}

describe('a new connection', () => {
  it('is named after its engine, exposed in SQL Lab and allows nothing else', () => {
    const values = newConnectionValues({ name: 'PostgreSQL' });
    expect(values.database_name).toBe('PostgreSQL');
    expect(values.expose_in_sqllab).toBe(true);
    expect(values.allow_dml || values.allow_file_upload || values.allow_run_async).toBe(false);
  });

  it('sends the dynamic form as engine, driver and typed parameters', () => {
    const values = newConnectionValues({ name: 'PostgreSQL' });
    values.database_name = '  Sales DB ';
    values.parameters = {
      host: ' 127.0.0.1 ',
      port: '5432',
      database: 'test',
      username: 'postgres',
      password: '',
      query: 'application_name=tessera&connect_timeout=5',
    };
    const payload = savePayload(values, POSTGRES);
    expect(payload).toMatchObject({
      database_name: 'Sales DB',
      configuration_method: 'dynamic_form',
      engine: 'postgresql',
      driver: 'psycopg2',
      parameters: {
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        username: 'postgres',
        query: { application_name: 'tessera', connect_timeout: '5' },
        encryption: false,
      },
    });
    expect(payload.parameters?.password).toBeUndefined();
    expect(payload.sqlalchemy_uri).toBeUndefined();
  });

  it('sends only the URI with the SQLAlchemy form', () => {
    const values = newConnectionValues({ name: 'SQLite' });
    values.sqlalchemy_uri = ' sqlite:////tmp/x.db ';
    const payload = testPayload(values, { ...POSTGRES, method: 'sqlalchemy_form' });
    expect(payload).toMatchObject({
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'sqlite:////tmp/x.db',
      database_name: 'SQLite',
    });
    expect(payload).not.toHaveProperty('parameters');
  });
});

describe('a saved connection', () => {
  it('comes back with the password masked, and sending it back keeps the mask', () => {
    const { values, extraRest } = savedConnectionValues(connection());
    expect(values.parameters.password).toBe(DATABASE_PASSWORD_MASK);
    expect(values.parameters.port).toBe('5432');
    expect(values.parameters.query).toBe('sslmode=require');
    expect(values.extraSettings.schemas_allowed_for_file_upload).toBe('public, uploads');
    const payload = savePayload(values, { ...POSTGRES, extraRest });
    expect(payload.parameters?.password).toBe(DATABASE_PASSWORD_MASK);
    expect(payload.parameters?.port).toBe(5432);
    expect(payload.cache_timeout).toBe(60);
  });

  it('keeps the extra keys the form does not show', () => {
    const { values, extraRest } = savedConnectionValues(connection());
    values.extraSettings.schemas_allowed_for_file_upload = 'uploads';
    const extra = JSON.parse(joinExtra(values.extraSettings, extraRest)) as Record<string, unknown>;
    expect(extra.custom_key).toBe('kept');
    expect(extra.engine_params).toEqual({ pool_size: 3 });
    expect(extra.schemas_allowed_for_file_upload).toEqual(['uploads']);
  });

  it('names its id when validating, so its own name is no duplicate', () => {
    const { values } = savedConnectionValues(connection());
    expect(validatePayload(values, POSTGRES, 4)).toMatchObject({
      id: 4,
      engine: 'postgresql',
      database_name: 'Warehouse',
    });
  });
});

describe('extra', () => {
  it('reads nothing odd from an empty or broken extra', () => {
    expect(splitExtra('not json').settings.allows_virtual_table_explore).toBe(true);
    expect(splitExtra('').rest).toEqual({});
  });

  it('reads the query string with or without its question mark', () => {
    expect(textToQuery('?a=1&b=x%20y')).toEqual({ a: '1', b: 'x y' });
  });
});
