/** A built web app of one page for tests of the pages the server serves, and what a page carries. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BootstrapData } from '@tessera/core';

/** A folder for TESSERA_WEB_DIST whose index.html is only the bootstrap data's place. */
export function fakeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
  mkdirSync(join(dist, 'static'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--tessera-bootstrap--></head><body></body></html>',
  );
  return dist;
}

/** The bootstrap data a page carries (null when it has none). */
export function bootstrapDataOf(html: string): BootstrapData | null {
  const json = /<script id="bootstrap-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return json ? (JSON.parse(json[1]) as BootstrapData) : null;
}
