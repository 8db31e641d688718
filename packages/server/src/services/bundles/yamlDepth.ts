/**
 * How deeply a YAML text nests, estimated from above without parsing it: the `yaml` parser
 * recurses once per level, and a text of a few thousand `[` overflows its stack in a way that
 * can take the process down, so a bundle file is measured before it is parsed. The estimate
 * is the block levels open on a line (distinct indentations, plus compact `- ` and `? `
 * entries) plus the flow collections open. Where YAML reads a node (a line's start, after
 * `key: `, inside `[ ]` and `{ }`), a quote opens a quoted scalar and `|` or `>` a block
 * scalar, whose text is skipped; anywhere else it is plain text. Inside flow collections
 * every bracket counts, so the estimate errs high, never low.
 */

interface ScanState {
  /** Flow collections open. */
  flow: number;
  quote: '"' | "'" | null;
  /** Whether the next character starts a node (a plain scalar, quote, bracket, block scalar). */
  expectNode: boolean;
  /** The line ends in a block scalar header (`|`, `>-` ...). */
  blockScalar: boolean;
}

const SPACE = /\s/;

/** Scans a line from `start`; returns the deepest flow level it reaches. */
function scanLine(line: string, start: number, state: ScanState): number {
  let deepest = state.flow;
  state.blockScalar = false;
  for (let i = start; i < line.length; i += 1) {
    const c = line[i];
    if (state.quote === '"') {
      if (c === '\\') i += 1;
      else if (c === '"') state.quote = null;
      continue;
    }
    if (state.quote === "'") {
      if (c === "'" && line[i + 1] === "'") i += 1;
      else if (c === "'") state.quote = null;
      continue;
    }
    if (SPACE.test(c)) continue;
    if (c === '#' && (i === 0 || SPACE.test(line[i - 1]))) break;
    if (c === '[' || c === '{') {
      if (state.flow > 0 || state.expectNode) {
        state.flow += 1;
        deepest = Math.max(deepest, state.flow);
        state.expectNode = true;
      }
    } else if ((c === ']' || c === '}') && state.flow > 0) {
      state.flow -= 1;
      state.expectNode = false;
    } else if (c === ',' && state.flow > 0) {
      state.expectNode = true;
    } else if (c === ':' && (state.flow > 0 || i + 1 === line.length || SPACE.test(line[i + 1]))) {
      state.expectNode = true;
    } else if (state.expectNode && (c === '"' || c === "'")) {
      state.quote = c;
      state.expectNode = false;
    } else if (state.expectNode && state.flow === 0 && (c === '|' || c === '>')) {
      state.blockScalar = true;
      break;
    } else if (state.expectNode && (c === '&' || c === '!')) {
      while (i + 1 < line.length && !SPACE.test(line[i + 1])) i += 1;
    } else {
      state.expectNode = false;
    }
  }
  return deepest;
}

/** A block level open: the column it starts at, and whether it is a `- ` (or `? `) entry. */
interface Level {
  col: number;
  entry: boolean;
}

/**
 * The block levels open at a line starting at `indent` with `markers` compact entries (the
 * columns of each `- ` and of what follows the last): a sequence may sit at its key's column
 * (indentless), so an entry at a key's column opens a level inside it instead of closing it.
 */
function openLevels(levels: Level[], indent: number, markers: number[], contentCol: number): void {
  const first = markers.length ? markers[0] : indent;
  while (levels.length) {
    const top = levels[levels.length - 1];
    const closes = markers.length
      ? top.col > first || (top.col === first && top.entry)
      : top.col >= indent;
    if (!closes) break;
    levels.pop();
  }
  for (const col of markers) levels.push({ col, entry: true });
  levels.push({ col: contentCol, entry: false });
}

export function yamlNestingDepth(text: string): number {
  const levels: Level[] = [];
  const state: ScanState = { flow: 0, quote: null, expectNode: true, blockScalar: false };
  let blockScalarIndent: number | null = null;
  let deepest = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const indent = line.length - line.trimStart().length;
    const rest = line.slice(indent);
    if (blockScalarIndent !== null) {
      if (rest === '' || indent > blockScalarIndent) continue;
      blockScalarIndent = null;
    }
    let start = indent;
    if (state.flow === 0 && state.quote === null) {
      if (rest === '' || rest.startsWith('#')) continue;
      const markers: number[] = [];
      while (/^[-?](\s|$)/.test(line.slice(start))) {
        markers.push(start);
        start += 1;
        while (start < line.length && SPACE.test(line[start])) start += 1;
      }
      openLevels(levels, indent, markers, start);
      deepest = Math.max(deepest, levels.length);
      state.expectNode = true;
    }
    deepest = Math.max(deepest, levels.length + scanLine(line, start, state));
    if (state.blockScalar) blockScalarIndent = indent;
  }
  return deepest;
}
