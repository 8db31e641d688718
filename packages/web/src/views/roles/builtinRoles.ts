/** The built-in roles the server keeps in sync; they cannot be renamed or deleted. */
export const BUILTIN_ROLE_NAMES: readonly string[] = [
  'Admin',
  'Alpha',
  'Gamma',
  'sql_lab',
  'Public',
];

export function isBuiltinRole(name: string): boolean {
  return BUILTIN_ROLE_NAMES.includes(name);
}
