import { describe, expect, it } from 'vitest';
import {
  REQUIRED_FIELD,
  errorText,
  placeApiError,
  placeValidationErrors,
} from './databaseFormErrors';

describe('server errors on the form', () => {
  it('puts missing parameters and an invalid port beside their fields', () => {
    const placed = placeValidationErrors([
      {
        message: 'One or more parameters are missing: database, username',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'warning',
        extra: { missing: ['database', 'username'] },
      },
      {
        message: 'The port is closed.',
        error_type: 'CONNECTION_PORT_CLOSED_ERROR',
        level: 'error',
        extra: { invalid: ['port'] },
      },
      {
        message: 'A database with the same name already exists.',
        error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
        level: 'error',
        extra: { invalid: ['database_name'] },
      },
      { message: 'SSH Tunneling is not enabled', error_type: 'X', level: 'error', extra: null },
    ]);
    expect(placed.fields).toEqual([
      { name: ['parameters', 'database'], errors: [REQUIRED_FIELD] },
      { name: ['parameters', 'username'], errors: [REQUIRED_FIELD] },
      { name: ['parameters', 'port'], errors: ['The port is closed.'] },
      { name: ['database_name'], errors: ['A database with the same name already exists.'] },
    ]);
    expect(placed.general).toEqual(['SSH Tunneling is not enabled']);
  });

  it("places a save's field errors and says the messages without field names", () => {
    const info = {
      status: 422,
      message: 'x',
      fieldErrors: {
        sqlalchemy_uri: ['Invalid connection string'],
        'parameters.port': ['Not a valid integer.'],
        ssh_tunnel: ['SSH Tunneling is not enabled'],
      },
    };
    const placed = placeApiError(info);
    expect(placed.fields.map((f) => f.name.join('.'))).toEqual([
      'sqlalchemy_uri',
      'parameters.port',
    ]);
    expect(placed.general).toEqual(['SSH Tunneling is not enabled']);
    expect(errorText(info)).toBe(
      'Invalid connection string Not a valid integer. SSH Tunneling is not enabled',
    );
  });
});
