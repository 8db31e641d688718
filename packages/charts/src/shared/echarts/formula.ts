/**
 * A small, safe expression evaluator for FORMULA annotation layers: arithmetic over `x`
 * (no `eval`). Grammar: an optional `y =`, then numbers, `x`, `pi`, `e`, + - * / % ^ (and
 * `**`), parentheses, implicit multiplication (`2x`, `3(x + 1)`) and functions such as
 * sin, cos, tan, sqrt, abs, ln, log (base 10), exp, floor, ceil, round, min, max, pow.
 */
type Node =
  | { kind: 'num'; value: number }
  | { kind: 'var' }
  | { kind: 'neg'; arg: Node }
  | { kind: 'bin'; op: string; left: Node; right: Node }
  | { kind: 'call'; fn: (...args: number[]) => number; args: Node[] };

interface Token {
  type: 'num' | 'id' | 'op' | '(' | ')' | ',';
  text: string;
}

export class FormulaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaError';
  }
}

const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  abs: Math.abs,
  ln: Math.log,
  log: Math.log10,
  log10: Math.log10,
  log2: Math.log2,
  exp: Math.exp,
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  sign: Math.sign,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (/\s/.test(c)) {
      i += 1;
    } else if (/[0-9.]/.test(c)) {
      const match = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(source.slice(i));
      if (!match) throw new FormulaError(`Unexpected "${c}"`);
      tokens.push({ type: 'num', text: match[0] });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][A-Za-z_0-9]*/.exec(source.slice(i)) as RegExpExecArray;
      tokens.push({ type: 'id', text: match[0].toLowerCase() });
      i += match[0].length;
    } else if (source.startsWith('**', i)) {
      tokens.push({ type: 'op', text: '^' });
      i += 2;
    } else if ('+-*/%^'.includes(c)) {
      tokens.push({ type: 'op', text: c });
      i += 1;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ type: c, text: c });
      i += 1;
    } else {
      throw new FormulaError(`Unexpected "${c}"`);
    }
  }
  return tokens;
}

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    const node = this.sum();
    if (this.pos < this.tokens.length)
      throw new FormulaError(`Unexpected "${this.tokens[this.pos].text}"`);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private take(): Token {
    const token = this.tokens[this.pos];
    if (!token) throw new FormulaError('Unexpected end of formula');
    this.pos += 1;
    return token;
  }

  private sum(): Node {
    let node = this.product();
    for (
      let t = this.peek();
      t?.type === 'op' && (t.text === '+' || t.text === '-');
      t = this.peek()
    ) {
      this.pos += 1;
      node = { kind: 'bin', op: t.text, left: node, right: this.product() };
    }
    return node;
  }

  private product(): Node {
    let node = this.unary();
    for (;;) {
      const t = this.peek();
      if (t?.type === 'op' && (t.text === '*' || t.text === '/' || t.text === '%')) {
        this.pos += 1;
        node = { kind: 'bin', op: t.text, left: node, right: this.unary() };
      } else if (t && (t.type === 'num' || t.type === 'id' || t.type === '(')) {
        node = { kind: 'bin', op: '*', left: node, right: this.power() };
      } else {
        return node;
      }
    }
  }

  private unary(): Node {
    const t = this.peek();
    if (t?.type === 'op' && (t.text === '-' || t.text === '+')) {
      this.pos += 1;
      const arg = this.unary();
      return t.text === '-' ? { kind: 'neg', arg } : arg;
    }
    return this.power();
  }

  private power(): Node {
    const base = this.primary();
    const t = this.peek();
    if (t?.type === 'op' && t.text === '^') {
      this.pos += 1;
      return { kind: 'bin', op: '^', left: base, right: this.unary() };
    }
    return base;
  }

  private primary(): Node {
    const t = this.take();
    if (t.type === 'num') return { kind: 'num', value: Number(t.text) };
    if (t.type === '(') {
      const inner = this.sum();
      if (this.take().type !== ')') throw new FormulaError('Missing ")"');
      return inner;
    }
    if (t.type === 'id') {
      if (t.text === 'x') return { kind: 'var' };
      if (t.text in CONSTANTS) return { kind: 'num', value: CONSTANTS[t.text] };
      const fn = FUNCTIONS[t.text];
      if (!fn) throw new FormulaError(`Unknown name "${t.text}"`);
      if (this.take().type !== '(') throw new FormulaError(`"${t.text}" needs parentheses`);
      const args: Node[] = [];
      if (this.peek()?.type !== ')') {
        args.push(this.sum());
        while (this.peek()?.type === ',') {
          this.pos += 1;
          args.push(this.sum());
        }
      }
      if (this.take().type !== ')') throw new FormulaError('Missing ")"');
      return { kind: 'call', fn, args };
    }
    throw new FormulaError(`Unexpected "${t.text}"`);
  }
}

function evaluate(node: Node, x: number): number {
  switch (node.kind) {
    case 'num':
      return node.value;
    case 'var':
      return x;
    case 'neg':
      return -evaluate(node.arg, x);
    case 'call':
      return node.fn(...node.args.map((arg) => evaluate(arg, x)));
    case 'bin': {
      const a = evaluate(node.left, x);
      const b = evaluate(node.right, x);
      switch (node.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '%':
          return a % b;
        default:
          return a ** b;
      }
    }
  }
}

/** Parses a formula once; the result evaluates it for any `x`. Throws FormulaError. */
export function compileFormula(expression: string): (x: number) => number {
  const text = String(expression).trim();
  const sides = text.split('=');
  if (sides.length > 2) throw new FormulaError('A formula has at most one "="');
  if (sides.length === 2 && sides[0].trim().toLowerCase() !== 'y')
    throw new FormulaError('Only "y = ..." formulas are supported');
  const body = sides.length === 2 ? sides[1] : sides[0];
  const ast = new Parser(tokenize(body)).parse();
  return (x: number) => evaluate(ast, x);
}

export function evalFormula(expression: string, x: number): number {
  return compileFormula(expression)(x);
}
