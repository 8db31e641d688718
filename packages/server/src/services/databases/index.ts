/** The database connection services, built together around one set of live connections. */
import { SecretBox } from '../../security/encryption.js';
import type { ServiceContext } from '../context.js';
import type { PrincipalService } from '../principals.js';
import { ConnectionChecks } from './connectionChecks.js';
import { DatabaseConnections } from './connections.js';
import { DatabaseService } from './databaseService.js';
import { DatabaseIntrospection } from './introspection.js';
import { examplesFile } from '../examples.js';

export function createDatabaseServices(ctx: ServiceContext, principals: PrincipalService) {
  // Every async SQL Lab run may hold a connection at once, with room left for the rest.
  const poolSize = Math.max(10, ctx.config.sqlLab.asyncConcurrency + 4);
  const databaseConnections = new DatabaseConnections(
    new SecretBox(ctx.config.secretKey),
    poolSize,
    examplesFile(ctx.config.home),
  );
  const databases = new DatabaseService(ctx, principals, databaseConnections);
  return {
    databaseConnections,
    databases,
    databaseChecks: new ConnectionChecks(ctx, databaseConnections),
    databaseIntrospection: new DatabaseIntrospection(ctx, databases),
  };
}
