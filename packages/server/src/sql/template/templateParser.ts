/**
 * The Jinja subset's parser: chunks (templateLexer.ts) to a tree of text, outputs and
 * `if` / `for` / `set` blocks; tag insides to expressions with Jinja's precedence
 * (`x if c else y`, `or`, `and`, `not`, comparisons and `in` / `is`, `~`, `+ -`,
 * `* / // %`, unary `-`, then `.attr`, `[index]`, `(call)` and `|filter`).
 */
import type { Chunk, ExprToken } from './templateLexer.js';
import { TemplateError } from './templateLexer.js';

export type Expr =
  | { k: 'literal'; value: string | number | boolean | null }
  | { k: 'name'; name: string }
  | { k: 'list'; items: Expr[] }
  | { k: 'dict'; entries: [Expr, Expr][] }
  | { k: 'attr'; target: Expr; name: string }
  | { k: 'index'; target: Expr; index: Expr }
  | { k: 'call'; callee: Expr; args: Expr[]; kwargs: [string, Expr][] }
  | { k: 'filter'; target: Expr; name: string; args: Expr[]; kwargs: [string, Expr][] }
  | { k: 'test'; target: Expr; name: string; negate: boolean }
  | { k: 'unary'; op: 'not' | '-'; target: Expr }
  | { k: 'binary'; op: string; left: Expr; right: Expr }
  | { k: 'conditional'; test: Expr; then: Expr; otherwise: Expr | null };

export type TemplateNode =
  | { k: 'text'; text: string }
  | { k: 'output'; expr: Expr }
  | { k: 'if'; branches: { test: Expr; body: TemplateNode[] }[]; otherwise: TemplateNode[] }
  | { k: 'for'; targets: string[]; iterable: Expr; body: TemplateNode[]; otherwise: TemplateNode[] }
  | { k: 'set'; name: string; expr: Expr };

const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>=']);
const LITERAL_NAMES: Record<string, boolean | null> = {
  true: true,
  True: true,
  false: false,
  False: false,
  none: null,
  None: null,
};

class ExprParser {
  private i = 0;
  constructor(private readonly tokens: ExprToken[]) {}

  peek(offset = 0): ExprToken | undefined {
    return this.tokens[this.i + offset];
  }

  atOp(value: string): boolean {
    const t = this.peek();
    return t !== undefined && t.kind === 'op' && t.value === value;
  }

  atName(value: string): boolean {
    const t = this.peek();
    return t !== undefined && t.kind === 'name' && t.value === value;
  }

  next(): ExprToken {
    const t = this.tokens[this.i];
    if (!t) throw new TemplateError('unexpected end of expression');
    this.i += 1;
    return t;
  }

  expectOp(value: string): void {
    const t = this.next();
    if (t.kind !== 'op' || t.value !== value) {
      throw new TemplateError(`expected '${value}', got '${t.value}'`);
    }
  }

  name(): string {
    const t = this.next();
    if (t.kind !== 'name') throw new TemplateError(`expected a name, got '${t.value}'`);
    return t.value;
  }

  done(): boolean {
    return this.i >= this.tokens.length;
  }

  expectEnd(): void {
    if (!this.done()) throw new TemplateError(`unexpected '${this.peek()!.value}'`);
  }

  expression(): Expr {
    const then = this.or();
    if (!this.atName('if')) return then;
    this.next();
    const test = this.or();
    let otherwise: Expr | null = null;
    if (this.atName('else')) {
      this.next();
      otherwise = this.expression();
    }
    return { k: 'conditional', test, then, otherwise };
  }

  private or(): Expr {
    let left = this.and();
    while (this.atName('or')) {
      this.next();
      left = { k: 'binary', op: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): Expr {
    let left = this.not();
    while (this.atName('and')) {
      this.next();
      left = { k: 'binary', op: 'and', left, right: this.not() };
    }
    return left;
  }

  private not(): Expr {
    if (this.atName('not')) {
      this.next();
      return { k: 'unary', op: 'not', target: this.not() };
    }
    return this.compare();
  }

  private compare(): Expr {
    let left = this.concat();
    for (;;) {
      const t = this.peek();
      if (t?.kind === 'op' && COMPARISONS.has(t.value)) {
        this.next();
        left = { k: 'binary', op: t.value, left, right: this.concat() };
      } else if (this.atName('in')) {
        this.next();
        left = { k: 'binary', op: 'in', left, right: this.concat() };
      } else if (this.atName('not') && this.peek(1)?.value === 'in') {
        this.i += 2;
        left = { k: 'binary', op: 'not in', left, right: this.concat() };
      } else if (this.atName('is')) {
        this.next();
        const negate = this.atName('not');
        if (negate) this.next();
        left = { k: 'test', target: left, name: this.name(), negate };
      } else {
        return left;
      }
    }
  }

  private concat(): Expr {
    let left = this.additive();
    while (this.atOp('~')) {
      this.next();
      left = { k: 'binary', op: '~', left, right: this.additive() };
    }
    return left;
  }

  private additive(): Expr {
    let left = this.multiplicative();
    while (this.atOp('+') || this.atOp('-')) {
      const op = this.next().value;
      left = { k: 'binary', op, left, right: this.multiplicative() };
    }
    return left;
  }

  private multiplicative(): Expr {
    let left = this.unary();
    while (this.atOp('*') || this.atOp('/') || this.atOp('//') || this.atOp('%')) {
      const op = this.next().value;
      left = { k: 'binary', op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    if (this.atOp('-')) {
      this.next();
      return { k: 'unary', op: '-', target: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private args(close: string): { args: Expr[]; kwargs: [string, Expr][] } {
    const args: Expr[] = [];
    const kwargs: [string, Expr][] = [];
    while (!this.atOp(close)) {
      if (this.peek()?.kind === 'name' && this.peek(1)?.value === '=') {
        const key = this.name();
        this.next();
        kwargs.push([key, this.expression()]);
      } else {
        if (kwargs.length > 0)
          throw new TemplateError('positional argument follows keyword argument');
        args.push(this.expression());
      }
      if (!this.atOp(close)) this.expectOp(',');
    }
    this.next();
    return { args, kwargs };
  }

  private postfix(start: Expr): Expr {
    let expr = start;
    for (;;) {
      if (this.atOp('.')) {
        this.next();
        expr = { k: 'attr', target: expr, name: this.name() };
      } else if (this.atOp('[')) {
        this.next();
        const index = this.expression();
        this.expectOp(']');
        expr = { k: 'index', target: expr, index };
      } else if (this.atOp('(')) {
        this.next();
        expr = { k: 'call', callee: expr, ...this.args(')') };
      } else if (this.atOp('|')) {
        this.next();
        const name = this.name();
        let call: { args: Expr[]; kwargs: [string, Expr][] } = { args: [], kwargs: [] };
        if (this.atOp('(')) {
          this.next();
          call = this.args(')');
        }
        expr = { k: 'filter', target: expr, name, ...call };
      } else {
        return expr;
      }
    }
  }

  private primary(): Expr {
    const t = this.next();
    if (t.kind === 'string') return { k: 'literal', value: t.value };
    if (t.kind === 'number') return { k: 'literal', value: t.number! };
    if (t.kind === 'name') {
      if (t.value in LITERAL_NAMES) return { k: 'literal', value: LITERAL_NAMES[t.value] };
      return { k: 'name', name: t.value };
    }
    if (t.value === '(') {
      const inner = this.expression();
      this.expectOp(')');
      return inner;
    }
    if (t.value === '[') {
      const items: Expr[] = [];
      while (!this.atOp(']')) {
        items.push(this.expression());
        if (!this.atOp(']')) this.expectOp(',');
      }
      this.next();
      return { k: 'list', items };
    }
    if (t.value === '{') {
      const entries: [Expr, Expr][] = [];
      while (!this.atOp('}')) {
        const key = this.expression();
        this.expectOp(':');
        entries.push([key, this.expression()]);
        if (!this.atOp('}')) this.expectOp(',');
      }
      this.next();
      return { k: 'dict', entries };
    }
    throw new TemplateError(`unexpected '${t.value}'`);
  }
}

function parseExpression(tokens: ExprToken[]): Expr {
  const parser = new ExprParser(tokens);
  const expr = parser.expression();
  parser.expectEnd();
  return expr;
}

const SUPPORTED_TAGS = 'if, elif, else, endif, for, endfor, set';

/** The template tree of `chunks`; unknown tags and unbalanced blocks throw TemplateError. */
export function parseTemplate(chunks: Chunk[]): TemplateNode[] {
  let at = 0;

  function block(ends: string[]): [TemplateNode[], string | null, ExprToken[]] {
    const nodes: TemplateNode[] = [];
    while (at < chunks.length) {
      const chunk = chunks[at++];
      if (chunk.type === 'text') {
        nodes.push({ k: 'text', text: chunk.text });
        continue;
      }
      if (chunk.type === 'output') {
        nodes.push({ k: 'output', expr: parseExpression(chunk.tokens) });
        continue;
      }
      const [head, ...rest] = chunk.tokens;
      const tag = head?.kind === 'name' ? head.value : '';
      if (ends.includes(tag)) return [nodes, tag, rest];
      if (tag === 'if') nodes.push(ifBlock(rest));
      else if (tag === 'for') nodes.push(forBlock(rest));
      else if (tag === 'set') nodes.push(setTag(rest));
      else {
        throw new TemplateError(
          `unsupported tag '${tag || head?.value || ''}' (supported: ${SUPPORTED_TAGS})`,
        );
      }
    }
    if (ends.length > 0) {
      throw new TemplateError(`unexpected end of template, expected '${ends.join("' or '")}'`);
    }
    return [nodes, null, []];
  }

  function ifBlock(tokens: ExprToken[]): TemplateNode {
    const branches: { test: Expr; body: TemplateNode[] }[] = [];
    let test = parseExpression(tokens);
    for (;;) {
      const [body, end, rest] = block(['elif', 'else', 'endif']);
      branches.push({ test, body });
      if (end === 'elif') {
        test = parseExpression(rest);
        continue;
      }
      let otherwise: TemplateNode[] = [];
      if (end === 'else') [otherwise] = block(['endif']);
      return { k: 'if', branches, otherwise };
    }
  }

  function forBlock(tokens: ExprToken[]): TemplateNode {
    const inAt = tokens.findIndex((t) => t.kind === 'name' && t.value === 'in');
    const targetTokens = tokens.slice(0, Math.max(inAt, 0));
    const targets = targetTokens.filter((t) => t.value !== ',').map((t) => t.value);
    if (
      inAt < 1 ||
      targetTokens.some((t, i) => (i % 2 === 0 ? t.kind !== 'name' : t.value !== ','))
    ) {
      throw new TemplateError("expected 'for <name>[, <name>] in <expression>'");
    }
    const iterable = parseExpression(tokens.slice(inAt + 1));
    const [body, end] = block(['else', 'endfor']);
    let otherwise: TemplateNode[] = [];
    if (end === 'else') [otherwise] = block(['endfor']);
    return { k: 'for', targets, iterable, body, otherwise };
  }

  function setTag(tokens: ExprToken[]): TemplateNode {
    const [name, eq, ...rest] = tokens;
    if (name?.kind !== 'name' || eq?.value !== '=') {
      throw new TemplateError("expected 'set <name> = <expression>'");
    }
    return { k: 'set', name: name.value, expr: parseExpression(rest) };
  }

  const [nodes] = block([]);
  return nodes;
}
