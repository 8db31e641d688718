// Time from `npm start` (scripts/start.mjs, on a built checkout) to /health answering, for a
// first start (empty TESSERA_HOME: migrations, roles, admin, example database) and a later
// start; then the server process's resident memory after idling. Median of several runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, rssMiB, serverPid, sleep, startTessera } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const first = [];
const firstNoExamples = [];
const later = [];
let idle = [];
for (let i = 0; i < RUNS; i++) {
  const home = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const a = await startTessera({ TESSERA_HOME: home });
  first.push(a.startMs);
  await a.stop();
  const b = await startTessera({ TESSERA_HOME: home });
  later.push(b.startMs);
  if (i === 0) {
    await fetch(`${b.url}/api/v1/security/csrf_token/`);
    await sleep(5000);
    idle = [rssMiB(serverPid(b.child.pid)), rssMiB(b.child.pid)];
  }
  await b.stop();
  rmSync(home, { recursive: true, force: true });
  const c = await startTessera({ TESSERA_LOAD_EXAMPLES: 'false' });
  firstNoExamples.push(c.startMs);
  await c.stop();
}
console.log(
  `npm start -> /health, first start with the example database: median ${median(first).toFixed(0)} ms over ${RUNS}`,
);
console.log(
  `npm start -> /health, first start without examples: median ${median(firstNoExamples).toFixed(0)} ms over ${RUNS}`,
);
console.log(
  `npm start -> /health, later start: median ${median(later).toFixed(0)} ms over ${RUNS} (goal < 3000 ms)`,
);
console.log(
  `idle server RSS 5 s after a later start: ${idle[0].toFixed(1)} MiB (goal < 200 MB); npm-start wrapper process: ${idle[1].toFixed(1)} MiB`,
);
