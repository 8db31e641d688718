/**
 * Issue #12: a template's work is bounded. These tests count the steps a render spends
 * (never its time): the values it may build, the reads it pays for, and that every render,
 * however written, stops within its budget with a 400 naming the bound it met.
 */
import { describe, expect, it } from 'vitest';
import { sqlDialectFor } from '../dialect.js';
import {
  RenderBudget,
  STEP_OVERHEAD,
  TEMPLATE_VALUE_LIMIT,
  TEMPLATE_WORK_BUDGET,
} from './renderBudget.js';
import type { SqlTemplateContext } from './sqlTemplate.js';
import { renderSqlTemplate } from './sqlTemplate.js';
import { TemplateError } from './templateLexer.js';

const pg = sqlDialectFor('postgresql');
const context: SqlTemplateContext = {
  dialect: pg,
  urlParams: { a: 'x', n: '10' },
  filters: Array.from({ length: 2000 }, (_, i) => ({ col: `c${i}`, op: 'IN', val: ['x', 'y'] })),
};
const tenfold = "|replace('a','aaaaaaaaaa')";
/** `big`: 900,000 characters, under the value limit. */
const BIG = `{% set big = 'a'${tenfold.repeat(5)}|replace('a','aaaaaaaaa') %}`;
/** A loop of 100,000 iterations (the iteration limit). */
const LOOP = `{% for i in 'a'${tenfold.repeat(5)} %}`;

const BUDGET_ERROR =
  /^Jinja template error: the template needs more than its work budget of [\d,]+ steps/;
const LIMIT_ERROR =
  /^Jinja template error: a value would hold more than 1,000,000 characters or items \(the template value limit\)/;

/** Renders with a fresh budget; returns the outcome and the steps spent. */
function measure(source: string): { spent: number; limit: number; error?: string; sql?: string } {
  const budget = new RenderBudget(TEMPLATE_WORK_BUDGET + source.length);
  try {
    const sql = renderSqlTemplate(source, context, undefined, budget);
    return { spent: budget.spent, limit: budget.limit, sql };
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    return { spent: budget.spent, limit: budget.limit, error: error.message };
  }
}

describe('the work budget of a template render', () => {
  it("refuses the audit's template before building its 10^8 characters", () => {
    const attack =
      "count(*) + {% for i in ('aaa')|list %}{{ ('a'" +
      tenfold.repeat(8) +
      ')|length }}{% endfor %}';
    const r = measure(attack);
    expect(r.error).toMatch(LIMIT_ERROR);
    // The last string built was the 10^6-character one: the next replace was refused.
    expect(r.spent).toBeLessThan(2 * TEMPLATE_VALUE_LIMIT);
  });

  it('refuses every operation that would build a value past the limit, before building it', () => {
    for (const source of [
      `${BIG}{{ 'aa'|replace('a', big) }}`,
      `${BIG}{{ 'ab'.replace('', big) }}`,
      `${BIG}{{ (big|list)|join(big) }}`,
      `${BIG}{{ big.join(big|list) }}`,
      `${BIG}{{ big ~ big }}`,
      `${BIG}{{ big + big }}`,
      `${BIG}{{ (big|list) + (big|list) }}`,
      // Lists repeating one another count in full: 10^6 items without building them.
      `{% set a = [1,2,3,4,5,6,7,8,9,10] %}{% set b = [a,a,a,a,a,a,a,a,a,a] %}` +
        `{% set c = [b,b,b,b,b,b,b,b,b,b] %}{% set d = [c,c,c,c,c,c,c,c,c,c] %}` +
        `{% set e = [d,d,d,d,d,d,d,d,d,d] %}{% set f = [e,e,e,e,e,e,e,e,e,e] %}{{ f|length }}`,
    ]) {
      const r = measure(source);
      expect(r.error, source).toMatch(LIMIT_ERROR);
      expect(r.spent, source).toBeLessThan(3 * TEMPLATE_VALUE_LIMIT);
    }
  });

  it('charges every read of a value, so repeating a cheap-looking read runs out', () => {
    for (const body of [
      '{% if big == big %}{% endif %}',
      "{{ 'ab' in big }}",
      '{{ big|length }}',
      '{{ big[-1] }}',
      "{{ big.split('b')|length }}",
      '{{ (big|upper)|length }}',
    ]) {
      const r = measure(`${BIG}${LOOP}${body}{% endfor %}`);
      expect(r.error, body).toMatch(BUDGET_ERROR);
      // Each iteration reads 900,000 characters: the budget stops it within a few.
      expect(r.spent, body).toBeLessThanOrEqual(r.limit + TEMPLATE_VALUE_LIMIT + STEP_OVERHEAD);
    }
  });

  it('charges each expression, loop iteration, macro call and scope read', () => {
    for (const body of [
      '{% set x = i %}'.repeat(100),
      "{% set x = filter_values('c5') %}".repeat(100),
      "{% set x = {'a': [1, 2]} %}".repeat(100),
      '{{ loop.index }}'.repeat(100),
      "{{ url_param('a') }}".repeat(100),
    ]) {
      const r = measure(`${LOOP}${body}{% endfor %}`);
      expect(r.error, body).toMatch(BUDGET_ERROR);
      expect(r.spent, body).toBeLessThanOrEqual(r.limit + TEMPLATE_VALUE_LIMIT + STEP_OVERHEAD);
    }
    const nested = `${'{% for a in [1] %}'.repeat(1000)}${LOOP}{% set x = url_param %}{% endfor %}`;
    const deep = measure(`${nested}${'{% endfor %}'.repeat(1000)}`);
    expect(deep.error).toMatch(BUDGET_ERROR);
  });

  it('counts the SQL written and read again to place request values', () => {
    const written = measure(`${LOOP}${'x'.repeat(100)}{% endfor %}`);
    expect(written.error).toMatch(BUDGET_ERROR);
    // Adjacent numbers make one growing token, read again before each value is placed:
    // 10,000 values would read 10^8 characters.
    const adjacent = measure(
      `{% for i in 'a'${tenfold.repeat(4)} %}{{ url_param('n') }}{% endfor %}`,
    );
    expect(adjacent.error).toMatch(BUDGET_ERROR);
  });

  it('stops the template nested too deeply with a 400', () => {
    expect(measure(`{{ ${'('.repeat(20_000)}1${')'.repeat(20_000)} }}`).error).toBe(
      'Jinja template error: the template is nested too deeply',
    );
  });

  it("leaves ordinary templates far inside the budget, and a long script's text affordable", () => {
    const ordinary = measure(
      "SELECT * FROM t WHERE c5 IN {{ filter_values('c5')|where_in }}" +
        '{% for i in [1,2,3,4,5,6,7,8,9,10] %}' +
        " AND x{{ loop.index }} = '{{ url_param('a') }}'{% endfor %}",
    );
    expect(ordinary.sql).toContain("c5 IN ('x', 'y') AND x1 = 'x'");
    expect(ordinary.spent).toBeLessThan(TEMPLATE_WORK_BUDGET / 1000);
    const script = `SELECT '{{ url_param('a') }}' AS a;\n${'SELECT 1;\n'.repeat(600_000)}`;
    expect(measure(script).sql).toHaveLength(script.length - "{{ url_param('a') }}".length + 1);
  });

  it('trims whitespace before a tag in linear work', () => {
    expect(
      measure(`{{ 1 -}}${' '.repeat(200_000)}x${' '.repeat(200_000)}{%- if 1 %}y{% endif %}`).sql,
    ).toBe('1xy');
  });
});
