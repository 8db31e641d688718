/**
 * Trying connections before they are saved: Superset's `test_connection` (a URI or the
 * dynamic form's parameters), `validate_parameters` (progressive checks of the form, then a
 * connection attempt) and the engines a form may offer (`available`).
 */
import {
  DatabaseValidateParameters,
  type AvailableDatabase,
  type DatabaseTestConnection,
  type SupersetError,
} from '@tessera/core';
import { availableEngines, engineSpec } from '../../engines/registry.js';
import * as meta from '../../meta/databases.js';
import { BadRequestError, SupersetTypedError, ValidationError } from '../../errors.js';
import type { ServiceContext } from '../context.js';
import { engineParameters, resolveConnection, type FieldErrors } from './connectionInput.js';
import type { DatabaseConnections } from './connections.js';
import { validateParameterValues } from './parameterValidation.js';
import { engineInformationOf } from './presenters.js';
import { unmaskPassword, UNSAFE_TEST_REBIND_MESSAGE } from './secrets.js';
import { fromTypedError, supersetError } from './supersetErrors.js';

const SSH_DISABLED = 'SSH Tunneling is not enabled';

export class ConnectionChecks {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly connections: DatabaseConnections,
  ) {}

  /**
   * Connects to the described database and disconnects. A masked password with the name of
   * a saved connection stands for its stored password (same destination only).
   */
  async testConnection(input: DatabaseTestConnection): Promise<void> {
    if (input.ssh_tunnel) throw new BadRequestError(SSH_DISABLED);
    const fields: FieldErrors = {};
    const resolved = resolveConnection(input, fields, true);
    if (!resolved) throw new ValidationError(fields, 400);
    const saved =
      input.database_name !== undefined
        ? await meta.findDatabaseByName(this.ctx.store.db, input.database_name)
        : undefined;
    const uri = unmaskPassword(resolved.uri, saved, this.connections);
    if (uri === 'rebind') {
      const field = resolved.field === 'parameters' ? 'parameters.password' : 'sqlalchemy_uri';
      throw new ValidationError({ [field]: [UNSAFE_TEST_REBIND_MESSAGE] }, 422);
    }
    await this.connections.test(uri);
  }

  /** The errors of a dynamic form so far (empty: the connection works). */
  async validateParameters(body: unknown): Promise<SupersetError[]> {
    const parsed = DatabaseValidateParameters.safeParse(body);
    if (!parsed.success) {
      const byField = new Map<string, string[]>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '_schema');
        byField.set(field, [...(byField.get(field) ?? []), issue.message]);
      }
      return [...byField].map(([field, messages]) =>
        supersetError(messages.join('\n'), 'INVALID_PAYLOAD_SCHEMA_ERROR', 'error', {
          invalid: [field],
        }),
      );
    }
    const input = parsed.data;
    const spec = engineSpec(input.engine);
    if (!spec?.parametersSchema) {
      return [
        supersetError(
          `Engine "${input.engine}" cannot be configured through parameters.`,
          'GENERIC_DB_ENGINE_ERROR',
          'error',
        ),
      ];
    }
    const errors = await validateParameterValues(spec, input.parameters);
    const db = this.ctx.store.db;
    const saved = input.id ? await meta.findDatabaseById(db, input.id) : undefined;
    if (input.database_name) {
      const other = await meta.findDatabaseByName(db, input.database_name);
      if (other && other.id !== input.id) {
        errors.push(
          supersetError(
            'A database with the same name already exists.',
            'INVALID_PAYLOAD_SCHEMA_ERROR',
            'error',
            { invalid: ['database_name'] },
          ),
        );
      }
    }
    if (input.ssh_tunnel || input.parameters.ssh) {
      errors.push(
        supersetError(SSH_DISABLED, 'GENERIC_DB_ENGINE_ERROR', 'error', { ssh_tunnel: true }),
      );
    }
    if (errors.length) return errors;

    const fields: FieldErrors = {};
    const built = engineParameters(spec, input.parameters, fields);
    if (Object.keys(fields).length) {
      return Object.entries(fields).map(([field, messages]) =>
        supersetError(messages.join('\n'), 'INVALID_PAYLOAD_SCHEMA_ERROR', 'error', {
          invalid: [field.replace(/^parameters\./, '')],
        }),
      );
    }
    const uri = unmaskPassword(spec.buildUri(built), saved, this.connections);
    if (uri === 'rebind') {
      return [
        supersetError(UNSAFE_TEST_REBIND_MESSAGE, 'GENERIC_DB_ENGINE_ERROR', 'error', {
          invalid: ['password'],
        }),
      ];
    }
    try {
      await this.connections.test(uri);
      return [];
    } catch (error) {
      if (error instanceof SupersetTypedError) return [fromTypedError(error)];
      return [
        supersetError(
          error instanceof Error ? error.message : String(error),
          'GENERIC_DB_ENGINE_ERROR',
          'error',
          { engine_name: spec.engineName },
        ),
      ];
    }
  }

  /** `GET /database/available/`: the engines, preferred first, with their forms. */
  available(): AvailableDatabase[] {
    return availableEngines().map((entry) => {
      const spec = engineSpec(entry.engine);
      return {
        ...entry,
        default_driver: spec?.defaultDriver ?? entry.default_driver,
        engine_information: engineInformationOf(spec),
      };
    });
  }
}
