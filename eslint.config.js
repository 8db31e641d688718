// ESLint flat config. Besides the usual TypeScript rules, it enforces ARCHITECTURE.md's
// one-way dependencies between packages and between the server's layers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

/**
 * The server may import `@tessera/charts/query` and `@tessera/charts/opening` (pure) but not
 * the package's React entry nor its renderers.
 */
const chartsRoot = {
  name: '@tessera/charts',
  message: 'The server imports only @tessera/charts/query and /opening (no React).',
};
const chartsRenderers = {
  group: ['@tessera/charts/renderers'],
  message: 'The server imports only @tessera/charts/query and /opening (no React).',
};

const noWebOrServer = [
  { group: ['@tessera/web', '@tessera/web/*'], message: 'Nothing imports the web app.' },
  { group: ['@tessera/server', '@tessera/server/*'], message: 'Nothing imports the server.' },
];
const noKysely = {
  group: ['kysely', 'kysely/*'],
  message: 'Only the metadata repositories (server/src/meta) import Kysely.',
};

/** What every server file keeps to; the layer blocks below repeat it (a later block's rule wins). */
const serverPatterns = [
  { group: ['@tessera/web', '@tessera/web/*'], message: 'server and web never import each other.' },
  { group: ['react', 'react-dom'], message: 'The server never imports React.' },
  chartsRenderers,
  noKysely,
];
const noApi = (who) => ({
  group: ['**/api/*', '**/api/**'],
  message: `${who} never import routes (api/): routes call them.`,
});

const noServerFromWeb = {
  group: ['@tessera/server', '@tessera/server/*'],
  message: 'server and web never import each other.',
};

/** The web app's feature folders (views/ holds one folder per admin or list page). */
const WEB_FEATURES = ['explore', 'sqllab', 'datasets', 'views', 'dashboard'];
const VIEWS = readdirSync(new URL('./packages/web/src/views/', import.meta.url));
/**
 * What a feature offers the others; the rest of a feature is its own. A feature that needs
 * another's module asks for it here, so that the crossings stay few and seen.
 */
const FEATURE_ENTRANCES = [
  'datasets/ChangeDatasetModal',
  'datasets/DatasourceModal',
  'datasets/datasetExtra',
  'views/charts/ChartPropertiesModal',
  'views/dashboards/DashboardPropertiesModal',
  'explore/chartQueryAndExport',
  'explore/RowsTable',
  // the dashboard's time range filter is explore's picker; its filter state key is per tab too
  'explore/controls/DateFilterControl',
  'explore/exploreBodies',
  // the native filters dialog's pre-filter is explore's adhoc filter control
  'explore/controls/AdhocFilterControl',
];

/** Imports of other features' internals (and, in views/, of the other views' folders). */
function otherFeatures(feature, view) {
  const others = WEB_FEATURES.filter((f) => f !== feature);
  const views = view ? VIEWS.filter((v) => v !== view) : [];
  const entrance = `(^|/)(${FEATURE_ENTRANCES.join('|')})$`;
  const crossings = [`(^|/)(${others.join('|')})/`];
  if (views.length)
    crossings.push(`^\\.\\./(${views.join('|')})/`, `(^|/)views/(${views.join('|')})/`);
  return {
    regex: `^(?!.*${entrance})(.*(${crossings.join('|')}))`,
    message:
      "A feature never imports another feature's internals: only its entrances (FEATURE_ENTRANCES in eslint.config.js).",
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tessera-test/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A function past this asks to be split (ARCHITECTURE.md, Conventions); a test file's
    // describe block is a list of tests, not a function to split.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['warn', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['packages/core/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@tessera/*'], message: 'core imports nothing internal.' },
      {
        group: ['react', 'react-dom', 'node:*', 'fs', 'path'],
        message: 'core is pure: no I/O, no React.',
      },
    ]),
  },
  {
    files: ['packages/charts/**/*.{ts,tsx}'],
    rules: restrict([...noWebOrServer]),
  },
  {
    // The web build treats the charts package's .ts modules as side-effect free (vite.config):
    // ECharts' `use([...])`, a module's side effect, is called in a renderer's .tsx only (a
    // test, never built, registers what it draws with).
    files: ['packages/charts/src/**/*.ts'],
    ignores: ['packages/charts/src/**/*.test.ts'],
    rules: restrict(
      [...noWebOrServer],
      ['echarts', 'echarts/core'].map((name) => ({
        name,
        importNames: ['use'],
        message: "ECharts' use([...]) is called in a renderer's .tsx (.ts modules may be dropped).",
      })),
    ),
  },
  {
    // The pure half of the charts package, which the server runs too: no React, no ECharts,
    // no DOM.
    files: [
      'packages/charts/src/query.ts',
      'packages/charts/src/opening.ts',
      'packages/charts/src/**/buildQuery.ts',
      'packages/charts/src/**/metadata.ts',
      'packages/charts/src/**/controlPanel.ts',
      'packages/charts/src/shared/query/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...restrict([
        ...noWebOrServer,
        {
          group: [
            'react',
            'react-dom',
            'echarts',
            'echarts/*',
            '*.tsx',
            './**/Chart',
            '../**/Chart',
          ],
          message: 'The pure half of a chart never imports React, ECharts or a renderer.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'HTMLElement', 'localStorage'].map((name) => ({
          name,
          message: 'The pure half of a chart runs on the server too: no DOM.',
        })),
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    ignores: ['packages/server/src/meta/**'],
    rules: restrict(serverPatterns, [chartsRoot]),
  },
  {
    files: ['packages/server/src/api/**/*.ts'],
    rules: restrict(
      [
        ...serverPatterns,
        {
          group: ['**/meta/*', '**/meta/**', '**/engines/*', '**/engines/**'],
          message: 'Routes call services; only services touch meta/ and engines/.',
        },
      ],
      [chartsRoot],
    ),
  },
  {
    // Jobs run the work their owners hand them (a handler), so they never reach up.
    files: ['packages/server/src/jobs/**/*.ts'],
    rules: restrict(
      [
        ...serverPatterns,
        noApi('Jobs'),
        {
          group: ['**/services/*', '**/services/**'],
          message: 'Jobs never import services: a service hands its queue a handler.',
        },
      ],
      [chartsRoot],
    ),
  },
  {
    files: ['packages/server/src/services/**/*.ts'],
    rules: restrict(
      [
        ...serverPatterns,
        noApi('Services'),
        {
          group: ['**/jobs/*', '**/jobs/*/**', '!**/jobs/queue.js', '!**/jobs/asyncQueries.js'],
          message:
            'Services use jobs/ through its interface: jobs/queue.ts (and jobs/asyncQueries.ts).',
        },
      ],
      [chartsRoot],
    ),
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([noServerFromWeb]),
    },
  },
  {
    // The data-access layer serves the features; it never reaches into one (nor the shell).
    files: ['packages/web/src/api/**/*.{ts,tsx}'],
    rules: restrict([
      noServerFromWeb,
      {
        group: [...WEB_FEATURES, 'app', 'components'].flatMap((f) => [`**/${f}/*`, `**/${f}/**`]),
        message: 'web/src/api imports no feature, page or component: features import it.',
      },
    ]),
  },
  ...WEB_FEATURES.filter((f) => f !== 'views').map((feature) => ({
    files: [`packages/web/src/${feature}/**/*.{ts,tsx}`],
    rules: restrict([noServerFromWeb, otherFeatures(feature)]),
  })),
  ...VIEWS.map((view) => ({
    files: [`packages/web/src/views/${view}/**/*.{ts,tsx}`],
    rules: restrict([noServerFromWeb, otherFeatures('views', view)]),
  })),
);
