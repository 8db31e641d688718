// Type-checks every TypeScript project of the workspace (no emit).
import { execFileSync } from 'node:child_process';

const projects = ['packages/core', 'packages/charts', 'packages/server', 'packages/web', 'e2e'];
let failed = false;
for (const project of projects) {
  try {
    execFileSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
    console.log(`typecheck ${project}: ok`);
  } catch {
    failed = true;
    console.error(`typecheck ${project}: FAILED`);
  }
}
process.exit(failed ? 1 : 0);
