/**
 * The checked configs of a bundle, before anything is written (Superset's
 * `ImportModelsCommand.validate`): `metadata.yaml` of version 1.0.0 and the command's type;
 * each file of a folder the command reads parsed and checked by its schema, a database given
 * its password from the request; a database whose URI hides a password nobody gave refused
 * ("Must provide a password for the database"); and, without `overwrite`, the objects of the
 * command's own kind that exist already. Every problem of every file is reported at once.
 * Files naming the same uuid: the later one wins.
 */
import {
  BUNDLE_METADATA_FILE,
  BUNDLE_PASSWORD_MASK,
  BundleMetadata,
  bundleFileErrors,
} from '@tessera/core';
import { parseUri } from '../../engines/uri.js';
import { existingUuidsOf, type BundleKind } from '../../meta/bundles.js';
import type { ServiceContext } from '../context.js';
import { FileProblems, NoImportCommandError } from './bundleErrors.js';
import { FILE_SCHEMAS, IMPORT_ORDER, kindOf, type ImportCommand } from './importCommands.js';
import { NOT_UTF8, NOT_YAML, parseYaml, utf8Text } from './yamlText.js';

type Db = ServiceContext['store']['db'];

/** One checked file. */
export interface BundleConfig {
  path: string;
  kind: BundleKind;
  uuid: string;
  config: Record<string, unknown>;
}

/** The form fields of an import besides the bundle. */
export interface ImportOptions {
  /** `overwrite=true`; null when the request did not say. */
  overwrite: boolean | null;
  /** Database passwords by file path. */
  passwords: Record<string, string>;
}

export const NEEDS_PASSWORD = 'Must provide a password for the database';
const SSH_DISABLED = 'SSH Tunneling is not enabled';

/** The value of a file, or what is wrong with it. */
function readFile(bytes: Uint8Array): { value: unknown } | { problem: string } {
  const text = utf8Text(bytes);
  if (text === null) return { problem: NOT_UTF8 };
  const value = parseYaml(text);
  return value === undefined ? { problem: NOT_YAML } : { value };
}

/** `metadata.yaml` checked: 422 "Could not find a valid command" unless version 1.0.0. */
function checkMetadata(
  contents: Map<string, Uint8Array>,
  command: ImportCommand,
  problems: FileProblems,
): void {
  const bytes = contents.get(BUNDLE_METADATA_FILE);
  if (!bytes) throw new NoImportCommandError();
  const read = readFile(bytes);
  if ('problem' in read) return problems.add(BUNDLE_METADATA_FILE, read.problem);
  const metadata = BundleMetadata.safeParse(read.value);
  if (!metadata.success) {
    if (metadata.error.issues.some((i) => i.path[0] === 'version'))
      throw new NoImportCommandError();
    return problems.add(BUNDLE_METADATA_FILE, bundleFileErrors(metadata.error));
  }
  const type = metadata.data.type;
  if (type !== undefined && type !== command.metadataType)
    problems.add(BUNDLE_METADATA_FILE, { type: [`Must be equal to ${command.metadataType}.`] });
}

const hidesPassword = (uri: unknown) => {
  try {
    return typeof uri === 'string' && parseUri(uri).password === BUNDLE_PASSWORD_MASK;
  } catch {
    return false;
  }
};

/** One file parsed and checked by its kind's schema (a database with its password). */
function checkFile(
  path: string,
  kind: BundleKind,
  bytes: Uint8Array,
  options: ImportOptions,
  problems: FileProblems,
): BundleConfig | null {
  const read = readFile(bytes);
  if ('problem' in read) {
    problems.add(path, read.problem);
    return null;
  }
  const raw = read.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.add(path, { _schema: ['Invalid input type.'] });
    return null;
  }
  const value = { ...(raw as Record<string, unknown>) };
  if (kind === 'databases' && typeof options.passwords[path] === 'string')
    value.password = options.passwords[path];
  const parsed = FILE_SCHEMAS[kind].safeParse(value);
  if (!parsed.success) {
    problems.add(path, bundleFileErrors(parsed.error));
    return null;
  }
  const config = parsed.data as Record<string, unknown>;
  if (kind === 'databases' && config.ssh_tunnel) problems.add(path, { ssh_tunnel: [SSH_DISABLED] });
  return { path, kind, uuid: String(config.uuid).toLowerCase(), config };
}

/** The configs with the later file of each uuid kept, in import order. */
function latestByUuid(configs: BundleConfig[]): BundleConfig[] {
  const latest = new Map<string, BundleConfig>();
  for (const c of configs) {
    latest.delete(`${c.kind}/${c.uuid}`);
    latest.set(`${c.kind}/${c.uuid}`, c);
  }
  const kept = [...latest.values()];
  return IMPORT_ORDER.flatMap((kind) => kept.filter((c) => c.kind === kind));
}

/** Databases hiding a password no one gave, unless one of their uuid is stored already. */
async function checkPasswords(db: Db, configs: BundleConfig[], problems: FileProblems) {
  const databases = configs.filter((c) => c.kind === 'databases');
  const stored = await existingUuidsOf(
    db,
    'databases',
    databases.map((c) => c.uuid),
  );
  for (const c of databases)
    if (!stored.has(c.uuid) && hidesPassword(c.config.sqlalchemy_uri) && !c.config.password)
      problems.add(c.path, { _schema: [NEEDS_PASSWORD] });
}

/** Without `overwrite`, the command's own objects that exist already are refused. */
async function checkOverwrite(
  db: Db,
  command: ImportCommand,
  configs: BundleConfig[],
  problems: FileProblems,
) {
  for (const kind of command.top) {
    const own = configs.filter((c) => c.kind === kind);
    const stored = await existingUuidsOf(
      db,
      kind,
      own.map((c) => c.uuid),
    );
    for (const c of own)
      if (stored.has(c.uuid))
        problems.add(
          c.path,
          `${command.existsName(kind)} already exists and \`overwrite=true\` was not passed`,
        );
  }
}

/** The bundle's configs for the command, or 422 with every file's problems. */
export async function loadConfigs(
  db: Db,
  contents: Map<string, Uint8Array>,
  command: ImportCommand,
  options: ImportOptions,
  overwrite: boolean,
): Promise<BundleConfig[]> {
  const problems = new FileProblems();
  checkMetadata(contents, command, problems);
  const checked: BundleConfig[] = [];
  for (const [path, bytes] of contents) {
    const kind = kindOf(command, path);
    const config = kind && checkFile(path, kind, bytes, options, problems);
    if (config) checked.push(config);
  }
  const configs = latestByUuid(checked);
  await checkPasswords(db, configs, problems);
  if (!overwrite) await checkOverwrite(db, command, configs, problems);
  problems.throwIfAny(command.model);
  return configs;
}
