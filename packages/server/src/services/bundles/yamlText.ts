/**
 * YAML as bundles carry it: YAML 1.1 (what PyYAML reads and writes, so `yes` or `0755` mean
 * the same on both sides), block style with indentless sequences as `yaml.safe_dump` writes.
 * Reading is safe by construction: aliases are capped (no billion laughs), tags other than the
 * standard ones are refused, nesting is measured before the parser recurses into it
 * (yamlDepth.ts), and any error or warning makes the file "Not a valid YAML file".
 */
import { parseDocument, stringify } from 'yaml';
import { yamlNestingDepth } from './yamlDepth.js';

/** Aliases a file may expand (Superset's bundles use none). */
const MAX_ALIASES = 100;
/** Levels a file may nest (a stored JSON value may have 64, inside a file's own few). */
export const MAX_YAML_DEPTH = 100;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Superset's message for a file it cannot read. */
export const NOT_YAML = 'Not a valid YAML file';
export const NOT_UTF8 = 'Not a valid UTF-8 file';

/** The text of a file's bytes (a byte order mark dropped), or null when not UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** The value of a YAML text, or undefined when it is not valid YAML (or not safe to expand). */
export function parseYaml(text: string): unknown {
  if (yamlNestingDepth(text) > MAX_YAML_DEPTH) return undefined;
  try {
    const doc = parseDocument(text, { version: '1.1', uniqueKeys: false, prettyErrors: false });
    if (doc.errors.length || doc.warnings.length) return undefined;
    return doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch {
    // a resource limit (aliases) or a document nested deeper than the stack
    return undefined;
  }
}

/** A value as a bundle file's YAML. */
export function dumpYaml(value: unknown): string {
  return stringify(value, { version: '1.1', indentSeq: false, lineWidth: 0 });
}
