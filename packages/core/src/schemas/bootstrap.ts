import { z } from 'zod';
import { PermissionPair } from './security.js';

/** The bootstrap data the server puts into every page for the web app. */
export const BootstrapUser = z.object({
  userId: z.number().optional(),
  username: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().nullable().optional(),
  isActive: z.boolean(),
  isAnonymous: z.boolean(),
  roles: z.record(z.string(), z.array(PermissionPair)),
});
export type BootstrapUser = z.infer<typeof BootstrapUser>;

export const BootstrapData = z.object({
  user: BootstrapUser,
  common: z.object({
    feature_flags: z.record(z.string(), z.boolean()),
    conf: z.record(z.string(), z.unknown()),
    application_root: z.string(),
    version: z.string(),
  }),
  /**
   * What another page posted to SQL Lab (form POST /superset/sqllab/, `{datasourceKey, sql}`),
   * on that answer's page only, as Superset's `requested_query`.
   */
  requested_query: z.record(z.string(), z.unknown()).optional(),
});
export type BootstrapData = z.infer<typeof BootstrapData>;
