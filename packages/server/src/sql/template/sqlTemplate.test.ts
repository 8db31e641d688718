import { describe, expect, it } from 'vitest';
import { sqlDialectFor } from '../dialect.js';
import type { SqlTemplateContext } from './sqlTemplate.js';
import { newTemplateTracking, renderSqlTemplate } from './sqlTemplate.js';

const pg = sqlDialectFor('postgresql');
const mysql = sqlDialectFor('mysql');

const context: SqlTemplateContext = {
  dialect: pg,
  urlParams: { state: "CA' OR '1'='1", n: '10', bad: '1; DROP TABLE t' },
  filters: [
    { col: 'gender', op: 'IN', val: ['boy', "o'brien"] },
    { col: 'state', op: '==', val: 'NY' },
  ],
  user: { id: 7, username: "ann'", email: 'ann@example.com' },
  fromDttm: '2020-01-01 00:00:00',
  toDttm: null,
  templateParams: { table_suffix: 'v2', limit: 5 },
};

const render = (source: string, ctx: SqlTemplateContext = context) =>
  renderSqlTemplate(source, ctx);

describe('renderSqlTemplate', () => {
  it('leaves text without template syntax alone', () => {
    expect(render("SELECT '{' AS x")).toBe("SELECT '{' AS x");
  });

  it('escapes request values inside a quoted string', () => {
    expect(render("state = '{{ url_param('state') }}'")).toBe("state = 'CA'' OR ''1''=''1'");
    expect(render("state = '{{ url_param('state') }}'", { ...context, dialect: mysql })).toBe(
      "state = 'CA'' OR ''1''=''1'",
    );
  });

  it('writes request values outside quotes as literals', () => {
    expect(render("state = {{ url_param('state') }}")).toBe("state = 'CA'' OR ''1''=''1'");
    expect(render("LIMIT {{ url_param('n') }}")).toBe('LIMIT 10');
    expect(render("x = {{ url_param('bad') }}")).toBe("x = '1; DROP TABLE t'");
    expect(render("x = {{ url_param('missing', 'dflt') }}")).toBe('x = dflt');
    expect(render('name = {{ current_username() }}')).toBe("name = 'ann'''");
    expect(render('id = {{ current_user_id() }}')).toBe('id = 7');
  });

  it('joins filter values safely', () => {
    expect(render('gender IN ({{ "\'" + "\',\'".join(filter_values(\'gender\')) + "\'" }})')).toBe(
      "gender IN ('boy','o''brien')",
    );
    expect(render("gender IN {{ filter_values('gender')|where_in }}")).toBe(
      "gender IN ('boy', 'o''brien')",
    );
    expect(render("{{ filter_values('none', 'x')|join(',') }}")).toBe('x');
  });

  it('runs if, for and set blocks', () => {
    const source = [
      "{% set cols = filter_values('gender') %}",
      '{% for g in cols %}{% if not loop.first %} OR {% endif %}g = {{ g }}{% endfor %}',
      "{% if url_param('n') == '10' %} AND ten{% elif x is defined %}?{% else %}no{% endif %}",
      ' FROM t_{{ table_suffix }} LIMIT {{ limit * 2 }}',
      '{# dropped #}',
      ' {{- " end" }}',
    ].join('');
    expect(render(source)).toBe("g = 'boy' OR g = 'o''brien' AND ten FROM t_v2 LIMIT 10 end");
  });

  it('reports the filters a template read and took over', () => {
    const tracking = newTemplateTracking();
    renderSqlTemplate(
      "{{ filter_values('state', remove_filter=True)|where_in }}",
      context,
      tracking,
    );
    expect(tracking).toEqual({ appliedFilters: ['state'], removedFilters: ['state'] });
  });

  it('renders dates and None as Superset does', () => {
    expect(render("ds >= '{{ from_dttm }}' {{ to_dttm }}")).toBe(
      "ds >= '2020-01-01 00:00:00' None",
    );
  });

  it('refuses what it does not support with a Jinja template error', () => {
    expect(() => render('{% macro x() %}{% endmacro %}')).toThrow(
      /^Jinja template error: unsupported tag 'macro'/,
    );
    expect(() => render('{{ nope }}')).toThrow("Jinja template error: 'nope' is undefined");
    expect(() => render('{{ 1|tojsonx }}')).toThrow("no filter named 'tojsonx'");
    expect(() => render('{% if x %}')).toThrow(/expected 'elif' or 'else' or 'endif'/);
    expect(() => render('{{ "a".__class__ }}')).toThrow(/has no attribute/);
    expect(() => render("{{ filter_values('gender') }}")).toThrow(/list or dict of request values/);
    expect(() => render("-- {{ url_param('state') }}")).toThrow(/comment/);
  });
});
