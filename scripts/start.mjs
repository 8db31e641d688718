// `npm start`: builds what is missing, then runs `tessera serve`, which upgrades the
// metadata store, syncs roles, creates the first admin, loads the examples and serves.
import { existsSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';

const serverBundle = 'packages/server/dist/tessera.js';
const webIndex = 'packages/web/dist/index.html';
if (!existsSync(serverBundle) || !existsSync(webIndex)) {
  execFileSync(process.execPath, ['scripts/build.mjs', existsSync(webIndex) ? 'server' : 'all'], {
    stdio: 'inherit',
  });
}
const child = spawn(
  process.execPath,
  ['--enable-source-maps', serverBundle, 'serve', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
