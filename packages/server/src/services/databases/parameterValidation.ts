/**
 * Superset's progressive validation of the dynamic form (`BasicParametersMixin.
 * validate_parameters`): missing fields, a hostname that does not resolve, a bad or closed
 * port. Each error names its fields in `extra.missing` / `extra.invalid` so the form can
 * show the message beside them.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import type { DatabaseParameters, SupersetError } from '@tessera/core';
import type { EngineSpec } from '../../engines/types.js';
import { supersetError } from './supersetErrors.js';

export async function isHostnameValid(host: string): Promise<boolean> {
  try {
    await lookup(host);
    return true;
  } catch {
    return false;
  }
}

export function isPortOpen(host: string, port: number, timeoutMs = 3000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== false;

/** Whether the engine's form is the host-based one (host, port, username, database). */
export function isHostBased(spec: EngineSpec): boolean {
  const properties = spec.parametersSchema?.properties as Record<string, unknown> | undefined;
  return !!properties && 'host' in properties;
}

/** The errors of the parameters given so far; empty when the form may try connecting. */
export async function validateParameterValues(
  spec: EngineSpec,
  parameters: DatabaseParameters,
): Promise<SupersetError[]> {
  const errors: SupersetError[] = [];
  const values = parameters as Record<string, unknown>;
  const required = (spec.parametersSchema?.required as string[] | undefined) ?? [];
  const missing = required.filter((key) => !present(values[key])).sort();
  if (missing.length) {
    errors.push(
      supersetError(
        `One or more parameters are missing: ${missing.join(', ')}`,
        'CONNECTION_MISSING_PARAMETERS_ERROR',
        'warning',
        { missing },
      ),
    );
  }
  if (!isHostBased(spec)) return errors;

  const host = typeof parameters.host === 'string' ? parameters.host.trim() : '';
  if (!host) return errors;
  if (!(await isHostnameValid(host))) {
    errors.push(
      supersetError(
        "The hostname provided can't be resolved.",
        'CONNECTION_INVALID_HOSTNAME_ERROR',
        'error',
        { invalid: ['host'] },
      ),
    );
    return errors;
  }

  if (!present(parameters.port)) return errors;
  const port = Number(parameters.port);
  if (!Number.isInteger(port)) {
    errors.push(
      supersetError('Port must be a valid integer.', 'CONNECTION_INVALID_PORT_ERROR', 'error', {
        invalid: ['port'],
      }),
    );
  }
  if (!Number.isInteger(port) || port < 0 || port >= 2 ** 16) {
    errors.push(
      supersetError(
        'The port must be an integer between 0 and 65535 (inclusive).',
        'CONNECTION_INVALID_PORT_ERROR',
        'error',
        { invalid: ['port'] },
      ),
    );
  } else if (!(await isPortOpen(host, port))) {
    errors.push(
      supersetError('The port is closed.', 'CONNECTION_PORT_CLOSED_ERROR', 'error', {
        invalid: ['port'],
      }),
    );
  }
  return errors;
}
