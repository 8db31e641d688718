/**
 * The files of an uploaded bundle as Superset's `get_contents_from_bundle` reads them: the
 * archive's top folder is dropped from each path, and only YAML files (`.yaml`, `.yml`) not
 * named like system files (`.` or `_` first) are kept; a later entry of a path wins.
 */
import { readArchive } from './archive.js';

/** Superset's `remove_root`: the path without its first folder (normalised, POSIX). */
export function removeRoot(path: string): string {
  return path
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .slice(1)
    .join('/');
}

/** Superset's `is_valid_config`. */
export function isConfigFile(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  if (!name || name.startsWith('.') || name.startsWith('_')) return false;
  return /\.ya?ml$/i.test(name);
}

/** The bundle's config files by path (root folder dropped). */
export async function bundleContents(buffer: Buffer): Promise<Map<string, Uint8Array>> {
  const files = await readArchive(buffer, (path) => isConfigFile(removeRoot(path)));
  return new Map(files.map((f) => [removeRoot(f.path), f.bytes]));
}
