import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartRenderers } from './renderers.js';
import { RENDERED_VIZ_TYPES, rendererModules } from './rendererModules.js';

describe('renderer modules', () => {
  it('names exactly the viz types renderers.ts loads, and the modules it imports', () => {
    expect(Object.keys(chartRenderers).sort()).toEqual([...RENDERED_VIZ_TYPES].sort());
    const source = readFileSync(new URL('./renderers.ts', import.meta.url), 'utf8');
    for (const vizType of RENDERED_VIZ_TYPES) {
      const modules = rendererModules(vizType)!;
      for (const path of [modules.transformProps, modules.chart]) {
        const imported = `import('./${path.replace(/\.tsx?$/, '.js')}')`;
        expect(source, `${vizType}: ${imported}`).toContain(imported);
      }
    }
    expect(rendererModules('no_such_chart')).toBeUndefined();
  });
});
