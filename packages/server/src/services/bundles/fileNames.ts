/**
 * The names of a bundle's files, as Superset's exports write them: werkzeug's
 * `secure_filename` slug of the object's name, followed by its id unless told not to
 * (`get_filename`), or the id alone when the name leaves no slug.
 */

/** werkzeug's `secure_filename`: ASCII letters, digits, `_`, `.` and `-`; spaces to `_`. */
export function secureFilename(name: string): string {
  // ASCII only; Python's str.split() also splits on the separators U+001C to U+001F
  const ascii = [...name.normalize('NFKD')]
    .filter((c) => c.charCodeAt(0) < 128)
    .map((c) => (c.charCodeAt(0) >= 0x1c && c.charCodeAt(0) <= 0x1f ? ' ' : c))
    .join('');
  return ascii
    .replace(/\//g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join('_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

/** Superset's `get_filename`: `<slug>_<id>`, `<slug>` with `skipId`, the id when no slug. */
export function fileNameOf(name: string | null, id: number, skipId = false): string {
  const slug = secureFilename(name ?? '');
  if (!slug) return String(id);
  return skipId ? slug : `${slug}_${id}`;
}
