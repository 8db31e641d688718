import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { zipBuffer } from './zip.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function hasUnzip(): boolean {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Reads an archive back through its central directory (what every unzip does). */
function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const localNameLength = zip.readUInt16LE(offset + 26);
    const start = offset + 30 + localNameLength;
    files.set(name, inflateRawSync(zip.subarray(start, start + compressed)));
    at += 46 + nameLength;
  }
  return files;
}

describe('the streaming ZIP writer', () => {
  const big = Array.from({ length: 20000 }, (_, i) => `row ${i},${i * 2}\n`);
  const entries = () => [
    { name: 'query_1.csv', content: ['a,b\n', '1,2\n'] },
    { name: 'données/query_2.csv', content: big },
    { name: 'empty.txt', content: [] },
  ];

  it('writes archives that read back entry by entry', async () => {
    const files = readZip(await zipBuffer(entries()));
    expect([...files.keys()]).toEqual(['query_1.csv', 'données/query_2.csv', 'empty.txt']);
    expect(files.get('query_1.csv')!.toString()).toBe('a,b\n1,2\n');
    expect(files.get('données/query_2.csv')!.toString()).toBe(big.join(''));
    expect(files.get('empty.txt')!.length).toBe(0);
  });

  it.skipIf(!hasUnzip())('passes unzip -t and unzips to the same bytes', async () => {
    const path = join(dir, 'test.zip');
    writeFileSync(path, await zipBuffer(entries(), new Date(2024, 4, 6, 7, 8, 10)));
    const test = execFileSync('unzip', ['-t', path]).toString();
    expect(test).toContain('No errors detected');
    expect(execFileSync('unzip', ['-p', path, 'query_1.csv']).toString()).toBe('a,b\n1,2\n');
    expect(execFileSync('unzip', ['-p', path, 'données/query_2.csv']).toString()).toBe(
      big.join(''),
    );
    const listing = execFileSync('unzip', ['-l', path]).toString();
    expect(listing).toContain('2024-05-06 07:08');
  });
});
