// The Node.js versions the project says it runs on (package.json `engines.node`) are versions
// every installed package runs on: each package-lock entry's own `engines.node` accepts the
// lowest version of the project's range (cookie@2 and content-disposition@3 once asked for
// Node 22 while the project said 20.19; `overrides` keeps the versions that run on 20). And
// the packages with install scripts are declared in `allowScripts`, so that an npm that
// refuses undeclared scripts still builds them.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);
const read = (path) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const project = read('package.json');
const lock = read('package-lock.json');

describe('the Node.js versions', () => {
  const range = project.engines.node;
  const lowest = semver.minVersion(range).version;

  it('this Node.js is one the project runs on', () => {
    expect(semver.satisfies(process.version, range), `${process.version} in ${range}`).toBe(true);
  });

  it('every installed package runs on the lowest Node.js the project allows', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.engines?.node && !entry.optional)
      .filter(([, entry]) => !semver.satisfies(lowest, entry.engines.node))
      .map(([path, entry]) => `${path} (${entry.version}) needs node ${entry.engines.node}`);
    expect(refusing, `packages refusing node ${lowest}`).toEqual([]);
  });

  it('every package with an install script is declared in allowScripts', () => {
    const undeclared = Object.entries(lock.packages)
      .filter(([path, entry]) => path.includes('node_modules/') && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => !(name in (project.allowScripts ?? {})));
    expect(undeclared).toEqual([]);
  });
});
