import { describe, expect, it } from 'vitest';
import { XmlScanner, decodeXml } from './xmlScan.js';

function scan(chunks: string[]) {
  const events: string[] = [];
  const scanner = new XmlScanner({
    open: (name, attrs, selfClosing) =>
      events.push(`<${name}${JSON.stringify(attrs)}${selfClosing ? '/' : ''}>`),
    close: (name) => events.push(`</${name}>`),
    text: (t) => events.push(`text:${t}`),
  });
  for (const c of chunks) scanner.write(c);
  // Adjacent text events are one text.
  return events.reduce<string[]>((out, e) => {
    const last = out[out.length - 1];
    if (last?.startsWith('text:') && e.startsWith('text:')) out[out.length - 1] = last + e.slice(5);
    else out.push(e);
    return out;
  }, []);
}

describe('XmlScanner', () => {
  it('reports tags with local names and attributes, and decoded text', () => {
    expect(
      scan([
        '<?xml version="1.0"?><x:c r="A1" t=\'s\'><!-- note --><v>1 &amp; 2</v><e a="x>y"/></x:c>',
      ]),
    ).toEqual([
      '<c{"r":"A1","t":"s"}>',
      '<v{}>',
      'text:1 & 2',
      '</v>',
      '<e{"a":"x>y"}/>',
      '</e>',
      '</c>',
    ]);
  });

  it('gives the same events however the text is cut', () => {
    const xml = '<si><t xml:space="preserve">caf&#233; &lt;ok&gt;</t></si><![CDATA[<raw>]]>';
    const whole = scan([xml]);
    for (let cut = 1; cut < xml.length; cut++)
      expect(scan([xml.slice(0, cut), xml.slice(cut)])).toEqual(whole);
    expect(whole).toContain('text:café <ok>');
    expect(whole).toContain('text:<raw>');
  });

  it('decodes character references', () => {
    expect(decodeXml('&#x41;&#66;&quot;&apos;&unknown;')).toBe('AB"\'&unknown;');
  });
});
