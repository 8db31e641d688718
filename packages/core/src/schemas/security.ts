import { z } from 'zod';

/** Bounds of a password: the server also refuses common ones and the username itself. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** A password given to sign in: one longer than any password can be is refused unhashed. */
const signInPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const LoginRequest = z.object({
  username: z.string().min(1),
  password: signInPassword,
  provider: z.enum(['db', 'ldap']).default('db'),
  refresh: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
});
export const RefreshResponse = z.object({ access_token: z.string() });
export const CsrfTokenResponse = z.object({ result: z.string() });

/** Cookie sign-in used by the web app's /login/ page. */
export const SessionLoginRequest = z.object({
  username: z.string().min(1),
  password: signInPassword,
});

export const MeResult = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  is_anonymous: z.boolean(),
});
export type MeResult = z.infer<typeof MeResult>;
export const MeResponse = z.object({ result: MeResult });

/** A (permission, view) pair, e.g. ['can_read', 'Chart']. */
export const PermissionPair = z.tuple([z.string(), z.string()]);
export type PermissionPair = z.infer<typeof PermissionPair>;

export const UserRoles = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userId: z.number(),
  isActive: z.boolean(),
  createdOn: z.string(),
  email: z.string().nullable(),
  roles: z.record(z.string(), z.array(PermissionPair)),
  permissions: z.object({
    datasource_access: z.array(z.string()).optional(),
    database_access: z.array(z.string()).optional(),
  }),
});
export type UserRoles = z.infer<typeof UserRoles>;
export const MeRolesResponse = z.object({ result: UserRoles });

const RoleRef = z.object({ id: z.number(), name: z.string() });

/** A user as the security users API shows it (FAB's shape). */
export const User = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  active: z.boolean(),
  roles: z.array(RoleRef),
  created_on: z.string().nullable(),
  changed_on: z.string().nullable(),
  last_login: z.string().nullable(),
  login_count: z.number(),
  fail_login_count: z.number(),
});
export type User = z.infer<typeof User>;

const username = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(64, 'Username is at most 64 characters');
const email = z.email('Not a valid email address').max(320, 'Longer than maximum length 320.');
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const UserCreate = z.object({
  username,
  first_name: z.string().trim().min(1, 'First name is required').max(64),
  last_name: z.string().trim().min(1, 'Last name is required').max(64),
  email,
  active: z.boolean().default(true),
  roles: z.array(z.number().int()).min(1, 'At least one role is required'),
  password,
});
export type UserCreate = z.infer<typeof UserCreate>;

export const UserUpdate = z
  .object({
    username,
    first_name: z.string().trim().min(1, 'First name is required').max(64),
    last_name: z.string().trim().min(1, 'Last name is required').max(64),
    email,
    active: z.boolean(),
    roles: z.array(z.number().int()).min(1, 'At least one role is required'),
    password,
  })
  .partial();
export type UserUpdate = z.infer<typeof UserUpdate>;

export const Role = z.object({ id: z.number(), name: z.string() });
export type Role = z.infer<typeof Role>;
export const RoleWrite = z.object({ name: z.string().trim().min(1, 'Name is required').max(64) });

export const PermissionView = z.object({
  id: z.number(),
  permission: z.object({ name: z.string() }),
  view_menu: z.object({ name: z.string() }),
});
export type PermissionView = z.infer<typeof PermissionView>;

export const RolePermissionsWrite = z.object({
  permission_view_menu_ids: z.array(z.number().int()),
});
export const RolePermissionsResponse = z.object({
  result: z.array(
    z.object({ id: z.number(), permission_name: z.string(), view_menu_name: z.string() }),
  ),
});
