// The boundaries ARCHITECTURE.md draws are lint errors: each crossing below fails `npm test`'s
// lint step, and the allowed way beside it passes. Linted as text at a path inside the tree.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The no-restricted-imports messages ESLint gives an import written in a file at `path`. */
async function refusals(path, specifier, name = 'x') {
  const code = `import { ${name} } from '${specifier}';\nexport const y = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

const CROSSINGS = [
  // server layers
  ['packages/server/src/services/charts/x.ts', '../../api/chart/routes.js', 'never import routes'],
  ['packages/server/src/jobs/x.ts', '../api/chartData/routes.js', 'never import routes'],
  ['packages/server/src/jobs/x.ts', '../services/charts/chartService.js', 'never import services'],
  ['packages/server/src/services/x.ts', '../jobs/chartDataJob.js', 'through its interface'],
  ['packages/server/src/api/chart/x.ts', '../../meta/charts.js', 'only services touch meta'],
  ['packages/server/src/services/x.ts', 'kysely', 'Only the metadata repositories'],
  ['packages/server/src/services/x.ts', '@tessera/charts/renderers', 'no React'],
  // the charts package's pure half
  ['packages/charts/src/table/controlPanel.ts', 'react', 'never imports React'],
  ['packages/charts/src/shared/query/x.ts', 'echarts', 'never imports React, ECharts'],
  ['packages/charts/src/pie/transformProps.ts', 'echarts/core', "renderer's .tsx", 'use'],
  // the web app
  ['packages/web/src/api/x.ts', '../explore/types', 'imports no feature'],
  ['packages/web/src/explore/x.ts', '../sqllab/types', "another feature's internals"],
  ['packages/web/src/sqllab/x.ts', '../views/users/userColumns', "another feature's internals"],
  ['packages/web/src/views/roles/x.ts', '../users/userColumns', "another feature's internals"],
  ['packages/web/src/web.ts', '@tessera/server', 'never import each other'],
];

const ALLOWED = [
  ['packages/charts/src/pie/Chart.tsx', 'echarts/core', 'use'],
  ['packages/server/src/services/x.ts', '../jobs/queue.js'],
  ['packages/server/src/api/chart/x.ts', '../../services/charts/chartService.js'],
  ['packages/charts/src/table/controlPanel.ts', '@tessera/core'],
  ['packages/web/src/explore/x.ts', '../datasets/ChangeDatasetModal'],
  ['packages/web/src/explore/x.ts', '../api/chartApi'],
  ['packages/web/src/views/roles/x.ts', '../../components/listView/ListView'],
];

describe('the lint rules keep the boundaries', () => {
  it.each(CROSSINGS)('%s may not import %s', async (path, specifier, why, name) => {
    const messages = await refusals(path, specifier, name);
    expect(messages.map((m) => m.message).join('\n')).toContain(why);
  });

  it.each(ALLOWED)('%s may import %s', async (path, specifier, name) => {
    expect(await refusals(path, specifier, name)).toEqual([]);
  });
});
