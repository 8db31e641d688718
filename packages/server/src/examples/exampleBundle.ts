/**
 * The example bundle Tessera ships (Superset's own examples export, see NOTICE): its config
 * files read from src/examples/bundle/superset-examples by path, as an upload's are once its
 * root folder is dropped. Superset's test assets (`*.test.yaml`) are left out, as Superset's
 * `load-examples` leaves them out without `--load-test-data`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isConfigFile } from '../services/bundles/bundleContents.js';

const BUNDLE = 'bundle/superset-examples';

/** The shipped bundle's folder, whether the server runs from source or from its bundle in dist/. */
export function exampleBundleDir(): string {
  // From source (src/examples/), the bundle (dist/) or one of its chunks (dist/chunks/).
  for (const rel of ['.', '../src/examples', '../../src/examples']) {
    const dir = fileURLToPath(new URL(`${rel}/${BUNDLE}`, import.meta.url));
    if (existsSync(join(dir, 'metadata.yaml'))) return dir;
  }
  throw new Error(`The example bundle (src/examples/${BUNDLE}) was not found.`);
}

/** Whether a bundle file is one of Superset's test assets. */
const isTestAsset = (path: string) => /\.test\.ya?ml$/i.test(path);

/** The bundle's config files by their path in the bundle (`charts/…`, `dashboards/…`). */
export function exampleBundleFiles(dir = exampleBundleDir()): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const name = relative(dir, path).split(sep).join('/');
        if (isConfigFile(name) && !isTestAsset(name)) files.set(name, readFileSync(path));
      }
    }
  };
  walk(dir);
  return files;
}
