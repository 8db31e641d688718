import { describe, expect, it } from 'vitest';
import { unzip } from '../../../test/support/unzip.js';
import { zipBuffer } from './zip.js';

describe('the streaming ZIP writer', () => {
  const big = Array.from({ length: 20000 }, (_, i) => `row ${i},${i * 2}\n`);
  const entries = () => [
    { name: 'query_1.csv', content: ['a,b\n', '1,2\n'] },
    { name: 'données/query_2.csv', content: big },
    { name: 'empty.txt', content: [] },
  ];

  it('writes archives that read back entry by entry', async () => {
    const files = new Map((await unzip(await zipBuffer(entries()))).map((e) => [e.name, e.data]));
    expect([...files.keys()]).toEqual(['query_1.csv', 'données/query_2.csv', 'empty.txt']);
    expect(files.get('query_1.csv')!.toString()).toBe('a,b\n1,2\n');
    expect(files.get('données/query_2.csv')!.toString()).toBe(big.join(''));
    expect(files.get('empty.txt')!.length).toBe(0);
  });

  it('passes an unzip tool’s checks (structure, sizes, CRC-32) and keeps the date', async () => {
    const written = new Date(2024, 4, 6, 7, 8, 10);
    const files = await unzip(await zipBuffer(entries(), written));
    const content = (name: string) => files.find((f) => f.name === name)!.data.toString();
    expect(content('query_1.csv')).toBe('a,b\n1,2\n');
    expect(content('données/query_2.csv')).toBe(big.join(''));
    for (const f of files) expect(f.modified).toEqual(written);
  });
});

describe('the ZIP stream', () => {
  it('asks for an entry’s content only when the entry is written, and fails with it', async () => {
    const order: string[] = [];
    async function* content(name: string, fail = false) {
      order.push(`start ${name}`);
      yield `${name}\n`;
      if (fail) throw new Error(`${name} broke`);
      order.push(`end ${name}`);
    }
    const files = await unzip(
      await zipBuffer([
        { name: 'a.csv', content: content('a') },
        { name: 'b.csv', content: content('b') },
      ]),
    );
    expect(files.map((f) => f.data.toString())).toEqual(['a\n', 'b\n']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
    await expect(
      zipBuffer([
        { name: 'a.csv', content: content('a') },
        { name: 'b.csv', content: content('b', true) },
      ]),
    ).rejects.toThrow('b broke');
  });
});
