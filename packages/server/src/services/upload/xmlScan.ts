/**
 * A small incremental XML tag scanner, enough for the parts of an .xlsx workbook: it is
 * fed text as it is inflated and reports opening tags (local names, attributes), closing
 * tags and text, with the five entities and character references decoded. Comments,
 * processing instructions and DOCTYPEs are skipped; CDATA is text.
 */

export interface XmlHandlers {
  open?(name: string, attrs: Record<string, string>, selfClosing: boolean): void;
  close?(name: string): void;
  text?(text: string): void;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref] ?? whole;
  });
}

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);
const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE))
    attrs[localName(m[1])] = decodeXml(m[2] ?? m[3] ?? '');
  return attrs;
}

/** The end of the tag opening at `start` (index of its `>`), skipping quoted values; -1 if not yet there. */
function tagEnd(buf: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < buf.length; i++) {
    const ch = buf[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
  }
  return -1;
}

export class XmlScanner {
  private buf = '';

  constructor(private readonly handlers: XmlHandlers) {}

  write(chunk: string): void {
    this.buf += chunk;
    let pos = 0;
    const buf = this.buf;
    const h = this.handlers;
    for (;;) {
      const lt = buf.indexOf('<', pos);
      if (lt < 0) {
        // Text up to an entity that may go on in the next chunk.
        const amp = buf.lastIndexOf('&');
        const cut = amp >= pos && buf.indexOf(';', amp) < 0 ? amp : buf.length;
        if (cut > pos && h.text) h.text(decodeXml(buf.slice(pos, cut)));
        pos = cut;
        break;
      }
      if (lt > pos && h.text) h.text(decodeXml(buf.slice(pos, lt)));
      pos = lt;
      if (buf.startsWith('<!--', lt)) {
        const end = buf.indexOf('-->', lt + 4);
        if (end < 0) break;
        pos = end + 3;
      } else if (buf.startsWith('<![CDATA[', lt)) {
        const end = buf.indexOf(']]>', lt + 9);
        if (end < 0) break;
        h.text?.(buf.slice(lt + 9, end));
        pos = end + 3;
      } else if (buf.startsWith('<?', lt)) {
        const end = buf.indexOf('?>', lt + 2);
        if (end < 0) break;
        pos = end + 2;
      } else {
        const end = tagEnd(buf, lt);
        if (end < 0) break;
        pos = end + 1;
        if (buf[lt + 1] === '!') continue;
        if (buf[lt + 1] === '/') {
          h.close?.(localName(buf.slice(lt + 2, end).trim()));
          continue;
        }
        const selfClosing = buf[end - 1] === '/';
        const body = buf.slice(lt + 1, selfClosing ? end - 1 : end);
        const space = body.search(/\s/);
        const name = localName(space < 0 ? body : body.slice(0, space));
        h.open?.(name, space < 0 ? {} : parseAttributes(body.slice(space)), selfClosing);
        if (selfClosing) h.close?.(name);
      }
    }
    this.buf = buf.slice(pos);
  }
}
