// ESLint flat config. Besides the usual TypeScript rules, it enforces ARCHITECTURE.md's
// one-way dependencies between packages and between the server's layers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: [
      'packages/charts/src/query.ts',
      'packages/charts/src/opening.ts',
      'packages/charts/src/**/buildQuery.ts',
      'packages/charts/src/**/metadata.ts',
    ],
    rules: restrict([
      ...noWebOrServer,
      {
        group: ['react', 'react-dom', 'echarts', '*.tsx', './**/Chart', '../**/Chart'],
        message: 'The pure query half of a chart never imports React or a renderer.',
      },
    ]),
  },
  {
    files: ['packages/server/**/*.ts'],
    ignores: ['packages/server/src/meta/**'],
    rules: restrict(
      [
        {
          group: ['@tessera/web', '@tessera/web/*'],
          message: 'server and web never import each other.',
        },
        { group: ['react', 'react-dom'], message: 'The server never imports React.' },
        chartsRenderers,
        noKysely,
      ],
      [chartsRoot],
    ),
  },
  {
    files: ['packages/server/src/api/**/*.ts'],
    rules: restrict(
      [
        {
          group: ['@tessera/web', '@tessera/web/*'],
          message: 'server and web never import each other.',
        },
        { group: ['react', 'react-dom'], message: 'The server never imports React.' },
        chartsRenderers,
        noKysely,
        {
          group: ['**/meta/*', '**/meta/**', '**/engines/*', '**/engines/**'],
          message: 'Routes call services; only services touch meta/ and engines/.',
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
      ...restrict([
        {
          group: ['@tessera/server', '@tessera/server/*'],
          message: 'server and web never import each other.',
        },
      ]),
    },
  },
);
