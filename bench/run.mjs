// `npm run bench`: runs every benchmark in bench/ (or those named on the command line)
// and prints their figures. Benchmarks measure; they never pass or fail.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const wanted = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => !wanted.length || wanted.some((w) => f.includes(w)))
  .sort();
for (const file of files) {
  console.log(`\n### ${file}`);
  spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
}
