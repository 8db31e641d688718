import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import type { QueryFormData } from '../types.js';
import { formatDate } from './helpers.js';
import { scopeCss } from './scopeCss.js';
import transformProps from './transformProps.js';

const FORM: Partial<QueryFormData> = { viz_type: 'handlebars', styleTemplate: '' };
const rows = [
  { name: 'Aaron', num: 1234.5, __timestamp: Date.UTC(2008, 0, 15) },
  { name: 'Zoe', num: -2, __timestamp: null },
];
const render = (template: string, data: Record<string, unknown>[] = rows) =>
  transformProps(
    chartProps({ ...FORM, handlebarsTemplate: template }, [
      queryResult(data as never, ['__timestamp']),
    ]),
  );

describe('handlebars transformProps', () => {
  it('the default template lists each row with stringify', () => {
    const props = transformProps(chartProps(FORM, [queryResult(rows.slice(1) as never)]));
    expect(props.error).toBeNull();
    expect(props.html).toContain('<ul class="data-list">');
    expect(props.html).toContain('<li>{&quot;name&quot;:&quot;Zoe&quot;,&quot;num&quot;:-2,');
  });
  it("Superset's helpers: dateFormat, formatNumber, stringify", () => {
    const props = render(
      '{{#each data}}<p>{{name}} {{dateFormat __timestamp format="MMMM YYYY"}} ' +
        '{{formatNumber num format=",.1f"}} {{formatNumber num}} {{formatNumber num locale="de-DE"}}</p>{{/each}}' +
        '{{stringify 3}}',
    );
    expect(props.html).toBe(
      '<p>Aaron January 2008 1,234.5 1.23k 1.234,5</p><p>Zoe Invalid Date -2.0 -2 -2</p>3',
    );
    expect(render('{{stringify}}').error).toMatch(/Please call with an object/);
  });
  it('comparison and logic helpers', () => {
    const props = render('{{#each data}}{{#if (gt num 0)}}+{{else}}-{{/if}}{{/each}}');
    expect(props.html).toBe('+-');
  });
  it('sanitises: no script, no event handlers, no javascript: links', () => {
    const props = render(
      '<div class="card" style="color: red; background: url(https://x.test/a.png)" onclick="alert(1)">' +
        '<script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">x</a><a href="https://superset.apache.org">ok</a>' +
        '<iframe src="https://x.test"></iframe></div>',
    );
    expect(props.html).not.toMatch(/script|onclick|onerror|javascript:|iframe|url\(/i);
    expect(props.html).toContain('class="card"');
    expect(props.html).toContain('color:red');
    expect(props.html).toContain('href="https://superset.apache.org"');
  });
  it('escapes values by default; a compile error is reported, not thrown', () => {
    const props = render('{{#each data}}{{name}}{{/each}}', [{ name: '<b onmouseover=x>hi</b>' }]);
    expect(props.html).toBe('&lt;b onmouseover&#x3D;x&gt;hi&lt;/b&gt;');
    const broken = render('{{#each data}}');
    expect(broken.html).toBe('');
    expect(broken.error).toMatch(/Parse error|doesn't match|Expecting/);
  });
  it('empty data and thousands of rows', () => {
    expect(render('{{#each data}}x{{else}}none{{/each}}', []).html).toBe('none');
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `n${i}` }));
    expect(render('{{#each data}}<i>{{name}}</i>{{/each}}', many).html.split('<i>')).toHaveLength(
      5001,
    );
  });
  it('prototype access stays closed', () => {
    expect(render('{{constructor.name}}{{#each data}}{{this.__proto__}}{{/each}}', [{}]).html).toBe(
      '',
    );
  });
});

describe('styleTemplate scoping', () => {
  const scope = '[data-handlebars-scope="r1"]';
  it('scopes every rule to the chart, root selectors become the chart itself', () => {
    expect(scopeCss('.data-list, li > b { color: red; }', scope)).toBe(
      `${scope} .data-list, ${scope} li > b { color: red; }`,
    );
    expect(scopeCss('body { margin: 0 } html .x { top: 0 }', scope)).toBe(
      `${scope} { margin: 0; }\n${scope} .x { top: 0; }`,
    );
    expect(scopeCss('@media (max-width: 600px) { .a { color: blue } }', scope)).toBe(
      `@media (max-width: 600px) { ${scope} .a { color: blue; } }`,
    );
  });
  it('loads nothing: no url(), no @import, no @font-face, no escapes', () => {
    const css = scopeCss(
      `@import url("https://x.test/a.css");
       @import 'b.css';
       @font-face { font-family: x; src: url(https://x.test/f.woff) }
       /* a comment */
       .a { background: url(https://x.test/p.png); color: green; background-image: image-set("a.png" 1x) }
       .b { background: u\\72 l(https://x.test) }
       .c { content: "</style><script>" }`,
      scope,
    );
    expect(css).not.toMatch(/url|@import|@font-face|image-set|\\|<|x\.test/i);
    expect(css).toContain(`${scope} .a { color: green; }`);
  });
  it('keeps keyframes, drops unknown at-rules and stray text', () => {
    expect(scopeCss('@keyframes spin { from { opacity: 0 } to { opacity: 1 } }', scope)).toBe(
      '@keyframes spin { from { opacity: 0; } to { opacity: 1; } }',
    );
    expect(scopeCss('@page { margin: 0 } color: red', scope)).toBe('');
    // what PostCSS cannot read is dropped whole
    expect(scopeCss('.a { color: red', scope)).toBe('');
  });
  it('dateFormat tokens', () => {
    const t = Date.UTC(2024, 1, 3, 14, 5, 9);
    expect(formatDate(t, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-02-03 14:05:09');
    expect(formatDate(t, 'ddd D MMM YY, h:mm A [at] Z')).toBe('Sat 3 Feb 24, 2:05 PM at +00:00');
    expect(formatDate(new Date(t))).toBe('2024-02-03');
  });
});

describe('the template interpreter (no eval)', () => {
  const run = (template: string, data: Record<string, unknown>[]) => render(template, data).html;
  it('blocks, else chains, block params, parents, data variables, raw output', () => {
    const data = [
      { name: 'a', tags: ['x', 'y'], n: 0 },
      { name: 'b', tags: [], n: 2 },
    ];
    expect(
      run(
        '{{#each data as |row i|}}[{{i}}:{{row.name}}{{#each tags}}({{this}}{{@index}}{{#if @first}}F{{/if}}{{#if @last}}L{{/if}}/{{../name}}){{else}}none{{/each}}' +
          '{{#if (eq n 0)}}zero{{else if (gt n 1)}}big{{else}}small{{/if}}]{{/each}}' +
          '{{#with data.[0]}}{{name}}{{/with}}{{@root.data.length}}{{{lookup data.[1] "name"}}}',
        data,
      ),
    ).toBe('[0:a(x0F/a)(y1L/a)zero][1:bnonebig]a2b');
  });
  it('sections over values, unless, triple braces, comments and whitespace control', () => {
    const html = run(
      '{{#data.[0]}}{{v}}{{/data.[0]}}{{^data.[1]}}empty{{/data.[1]}}{{#unless false}}u{{/unless}}' +
        '{{! a comment }}  {{~{data.[0].h}~}}  !',
      [{ v: 'V', h: '<i>h</i>' }],
    );
    expect(html).toBe('Vemptyu<i>h</i>!');
  });
  it('an unknown helper with arguments and partials are errors', () => {
    expect(render('{{nope 1}}').error).toMatch(/Missing helper: "nope"/);
    expect(render('{{> other}}').error).toMatch(/Partials are not supported/);
  });
});
