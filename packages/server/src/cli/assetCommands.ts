/**
 * The `tessera` commands that move assets in and out as Superset's bundles: Superset's
 * `export-dashboards [-f FILE]`, `import-dashboards -p PATH`, `export-datasources [-f FILE]`
 * and `import-datasources -p PATH` (a ZIP, or a folder of them; imports overwrite), and
 * `export --dir DIR` / `import --dir DIR`, which write every asset into a folder as the
 * bundle's YAML files and apply such a folder again (same uuids: updated, never duplicated),
 * so that dashboards can live in Git and be deployed by CI. Each acts as the admin named by
 * `-u/--username`, else the first active admin, through BundleService.
 */
import { lstat, mkdir, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Command } from 'commander';
import { allIdsOf, type BundleKind } from '../meta/bundles.js';
import { findUserByUsername, firstActiveAdminId } from '../meta/users.js';
import { SecretBox } from '../security/encryption.js';
import type { Principal } from '../security/principal.js';
import type { ServiceContext } from '../services/context.js';
import { BUNDLE_LIMITS, isZip, readArchive } from '../services/bundles/archive.js';
import { BundleInvalidError, BundleRefusedError } from '../services/bundles/bundleErrors.js';
import { bundleContents, isConfigFile, removeRoot } from '../services/bundles/bundleContents.js';
import { BundleService, type BundleResource } from '../services/bundles/bundleService.js';
import { DatabaseConnections } from '../services/databases/connections.js';
import { examplesFile } from '../services/examples.js';
import { PrincipalService } from '../services/principals.js';

type WithStore = <T>(fn: (ctx: ServiceContext) => Promise<T>) => Promise<T>;

/** A bundle's folders in import order, with the names their objects are counted by. */
const FOLDERS: [folder: string, one: string, many: string][] = [
  ['databases', 'database', 'databases'],
  ['datasets', 'dataset', 'datasets'],
  ['charts', 'chart', 'charts'],
  ['dashboards', 'dashboard', 'dashboards'],
  ['queries', 'saved query', 'saved queries'],
  ['annotation_layers', 'annotation layer', 'annotation layers'],
];

/** "2 dashboards, 1 chart, ...": the objects of each folder (one per uuid; later files win). */
function describeCounts(files: Map<string, Uint8Array>): string {
  const parts = FOLDERS.map(([folder, one, many]) => {
    const uuids = new Set(
      [...files]
        .filter(([path]) => path.startsWith(`${folder}/`))
        .map(([, bytes]) => /^uuid: *(\S+)/m.exec(Buffer.from(bytes).toString('utf8'))?.[1]),
    );
    return uuids.size ? `${uuids.size} ${uuids.size === 1 ? one : many}` : '';
  }).filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** The bundle service, acting as the user named (else the first active admin). */
async function actingAs<T>(
  ctx: ServiceContext,
  username: string | undefined,
  fn: (bundles: BundleService, p: Principal) => Promise<T>,
): Promise<T> {
  const userId = username
    ? (await findUserByUsername(ctx.store.db, username))?.id
    : await firstActiveAdminId(ctx.store.db);
  if (userId === undefined)
    throw new Error(
      username
        ? `The user ${username} was not found.`
        : 'No active admin user: run `tessera create-admin` first, or name a user with -u.',
    );
  const principals = new PrincipalService(ctx);
  const principal = await principals.load(userId);
  if (!principal) throw new Error(`The user ${username ?? userId} is not active.`);
  const connections = new DatabaseConnections(
    new SecretBox(ctx.config.secretKey),
    1,
    examplesFile(ctx.config.home),
  );
  try {
    return await fn(new BundleService(ctx, principals, connections), principal);
  } catch (error) {
    // A 422 names what is wrong with each file: say it, not just "Error importing ...".
    if (error instanceof BundleInvalidError)
      throw new Error(
        `${error.message}:\n${Object.entries(error.files)
          .map(([file, problem]) => `  ${file}: ${JSON.stringify(problem)}`)
          .join('\n')}`,
      );
    throw error;
  } finally {
    await connections.closeAll();
  }
}

/** The bundle's files by path (its root folder dropped). */
async function zipFiles(zip: Buffer): Promise<Map<string, Uint8Array>> {
  const files = await readArchive(zip, () => true);
  return new Map(files.map((f) => [removeRoot(f.path), f.bytes]));
}

/** Every object of a kind, as a ZIP written to `file` (else the export's own name). */
async function exportResource(
  ctx: ServiceContext,
  resource: BundleResource,
  kind: BundleKind,
  opts: { file?: string; username?: string },
): Promise<void> {
  const ids = await allIdsOf(ctx.store.db, kind);
  if (!ids.length) {
    console.log(`There are no ${kind} to export.`);
    return;
  }
  await actingAs(ctx, opts.username, async (bundles, p) => {
    const bundle = await bundles.export(p, resource, ids);
    const file = opts.file ?? bundle.filename;
    await writeFile(file, bundle.zip);
    console.log(`Exported ${describeCounts(await zipFiles(bundle.zip))} to ${file}.`);
  });
}

/** The ZIPs a path names: the file itself, or the folder's `.zip` (and `.json`) files. */
async function bundlePaths(path: string, legacyJson: boolean): Promise<string[]> {
  if (!(await lstat(path)).isDirectory()) return [path];
  const names = (await readdir(path, { withFileTypes: true }))
    .filter(
      (e) => e.isFile() && (/\.zip$/i.test(e.name) || (legacyJson && /\.json$/i.test(e.name))),
    )
    .map((e) => e.name)
    .sort();
  if (!names.length) throw new Error(`No bundles (.zip files) were found in ${path}.`);
  return names.map((name) => join(path, name));
}

/** Imports a ZIP (or a folder of them) with overwrite, as Superset's CLI does. */
async function importResource(
  ctx: ServiceContext,
  resource: BundleResource,
  opts: { path: string; username?: string },
): Promise<void> {
  const paths = await bundlePaths(opts.path, resource === 'dashboard');
  await actingAs(ctx, opts.username, async (bundles, p) => {
    for (const path of paths) {
      const upload = await readFile(path);
      const contents = (await isZip(upload)) ? await bundleContents(upload) : null;
      await bundles.import(p, resource, upload, { overwrite: true, passwords: {} });
      console.log(
        `Imported ${contents ? describeCounts(contents) : 'the legacy dashboard export'} from ${path}.`,
      );
    }
  });
}

/** Writes every asset into `dir` as the bundle's files; a file of the same path is replaced. */
async function exportToFolder(ctx: ServiceContext, dir: string, username?: string) {
  await actingAs(ctx, username, async (bundles, p) => {
    const files = await zipFiles((await bundles.exportAssets(p)).zip);
    for (const [path, bytes] of files) {
      const target = join(dir, ...path.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    console.log(`Exported ${describeCounts(files)} to ${dir} (${files.size} files).`);
  });
}

/**
 * The folder's config files by path (POSIX, relative to it), read with the limits of an
 * uploaded archive (archive.ts): entries, sizes, name lengths; a symbolic link inside is
 * refused, never followed, so nothing outside the folder is read.
 */
async function folderContents(dir: string): Promise<Map<string, Uint8Array>> {
  const root = await realpath(dir);
  if (!(await lstat(root)).isDirectory()) throw new Error(`${dir} is not a folder.`);
  const contents = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      const path = relative(root, full).split(sep).join('/');
      if (++entries > BUNDLE_LIMITS.entries)
        throw new BundleRefusedError('The folder has more files than allowed');
      if (path.length > BUNDLE_LIMITS.nameLength || path.split('/').includes('..'))
        throw new BundleRefusedError(`The folder has an unsafe file name: ${path.slice(0, 200)}`);
      if (entry.isSymbolicLink())
        throw new BundleRefusedError(`${path} is a symbolic link: links are not followed`);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) await walk(full);
      } else if (entry.isFile() && isConfigFile(path)) {
        const size = (await lstat(full)).size;
        total += size;
        if (size > BUNDLE_LIMITS.entryBytes)
          throw new BundleRefusedError('Found file with size above allowed threshold');
        if (total > BUNDLE_LIMITS.totalBytes)
          throw new BundleRefusedError('The folder is larger than allowed');
        const bytes = await readFile(full);
        if (bytes.length > BUNDLE_LIMITS.entryBytes)
          throw new BundleRefusedError('Found file with size above allowed threshold');
        contents.set(path, bytes);
      }
    }
  };
  await walk(root);
  return contents;
}

/** Applies a folder written by `export --dir` (or edited since), with overwrite. */
async function importFromFolder(ctx: ServiceContext, dir: string, username?: string) {
  const contents = await folderContents(dir);
  if (!contents.size) throw new Error(`No YAML files were found in ${dir}.`);
  await actingAs(ctx, username, async (bundles, p) => {
    await bundles.importFiles(p, 'assets', contents, { overwrite: true, passwords: {} });
    console.log(`Imported ${describeCounts(contents)} from ${dir}.`);
  });
}

const USERNAME: [string, string] = [
  '-u, --username <username>',
  'act as this user (default: the first active admin)',
];

/** Superset's per-resource commands: `export-<name> [-f FILE]`, `import-<name> -p PATH`. */
const SUPERSET_COMMANDS = [
  {
    name: 'dashboards',
    resource: 'dashboard',
    kind: 'dashboards',
    fileOption: '-f, --dashboard-file <file>',
    what: 'every dashboard (with its charts, datasets and databases)',
  },
  {
    name: 'datasources',
    resource: 'dataset',
    kind: 'datasets',
    fileOption: '-f, --datasource-file <file>',
    what: 'every dataset (with its database)',
  },
] as const;

/** Registers the export and import commands on the `tessera` program. */
export function registerAssetCommands(program: Command, withStore: WithStore): void {
  for (const { name, resource, kind, fileOption, what } of SUPERSET_COMMANDS) {
    program
      .command(`export-${name}`)
      .description(`Export ${what} to a ZIP`)
      .option(fileOption, `the ZIP to write (default: ${resource}_export_<stamp>.zip)`)
      .option(...USERNAME)
      .action((opts: { dashboardFile?: string; datasourceFile?: string; username?: string }) =>
        withStore((ctx) =>
          exportResource(ctx, resource, kind, {
            file: opts.dashboardFile ?? opts.datasourceFile,
            username: opts.username,
          }),
        ),
      );
    program
      .command(`import-${name}`)
      .description(`Import ${kind} from a ZIP (or a folder of them), overwriting by uuid`)
      .requiredOption('-p, --path <path>', 'a ZIP file, or a folder of ZIP files')
      .option(...USERNAME)
      .action((opts: { path: string; username?: string }) =>
        withStore((ctx) => importResource(ctx, resource, opts)),
      );
  }

  program
    .command('export')
    .description('Write every asset into a folder as YAML files (replacing files of the same path)')
    .requiredOption('--dir <dir>', 'the folder to write')
    .option(...USERNAME)
    .action((opts: { dir: string; username?: string }) =>
      withStore((ctx) => exportToFolder(ctx, opts.dir, opts.username)),
    );

  program
    .command('import')
    .description('Apply a folder of YAML files written by `export --dir`, updating by uuid')
    .requiredOption('--dir <dir>', 'the folder to read')
    .option(...USERNAME)
    .action((opts: { dir: string; username?: string }) =>
      withStore((ctx) => importFromFolder(ctx, opts.dir, opts.username)),
    );
}
