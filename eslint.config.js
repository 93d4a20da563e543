// @ts-check
import { join } from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Where each part of the code may import from: a feature only from itself and the shared
 * layers; `app/` is the only place web features meet; server and web never import each other.
 */
const elements = [
  { type: 'contracts', pattern: 'contracts' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web-ui', pattern: 'web/src/ui' },
  { type: 'web-worker', pattern: 'web/src/service-worker' },
  { type: 'web-main', pattern: 'web/src' },
  { type: 'server-feature', pattern: 'server/src/features/*', capture: ['feature'] },
  // Test infrastructure: builds the whole app for tests.
  { type: 'server-testing', pattern: 'server/src/testing' },
  // The security suite and the fault and scale tests (servers, proxies, a fault-injecting database), with their
  // helpers: they build the whole app too.
  { type: 'server-testing', pattern: 'server/test/*' },
  // The folders beside features: plugins, config, db, session, geo, lib…
  { type: 'server-core', pattern: 'server/src/*' },
  // app.ts and main.ts: where the server's parts are put together.
  { type: 'server-root', pattern: 'server/src' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
  { type: 'scripts', pattern: 'scripts' },
].map((element) => ({ ...element, partialMatch: false }));

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const sameFeature = (type) => ({
  to: { element: { type, captured: { feature: '{{ from.element.captured.feature }}' } } },
});

const policies = [
  { from: { element: { type: 'contracts' } }, allow: to('contracts') },
  { from: { element: { type: 'web-ui' } }, allow: to('web-ui', 'contracts') },
  { from: { element: { type: 'web-lib' } }, allow: to('web-lib', 'web-ui', 'contracts') },
  { from: { element: { type: 'web-feature' } }, allow: to('web-lib', 'web-ui', 'contracts') },
  { from: { element: { type: 'web-feature' } }, allow: sameFeature('web-feature') },
  {
    from: { element: { type: 'web-app' } },
    allow: to('web-app', 'web-feature', 'web-lib', 'web-ui', 'contracts'),
  },
  { from: { element: { type: 'web-main' } }, allow: to('web-app', 'web-lib', 'web-ui') },
  // The service worker shares with the page only what both must agree on: the device's storage names.
  { from: { element: { type: 'web-worker' } }, allow: to('web-worker', 'web-lib', 'contracts') },
  { from: { element: { type: 'server-core' } }, allow: to('server-core', 'contracts') },
  { from: { element: { type: 'server-feature' } }, allow: to('server-core', 'contracts') },
  { from: { element: { type: 'server-feature' } }, allow: sameFeature('server-feature') },
  {
    from: { element: { type: 'server-root' } },
    allow: to('server-root', 'server-core', 'server-feature', 'contracts'),
  },
  {
    from: { element: { type: 'server-testing' } },
    allow: to('server-testing', 'server-root', 'server-core', 'contracts'),
  },
  // Tests may use the test infrastructure and build the whole app; production code may not.
  { from: { file: { categories: 'test' } }, allow: to('server-testing', 'server-root') },
  {
    from: { element: { types: { anyOf: ['e2e', 'bench', 'scripts'] } } },
    allow: to(
      'e2e',
      'bench',
      'scripts',
      'server-root',
      'server-core',
      'server-feature',
      'server-testing',
      'contracts',
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.server.json', './tsconfig.web-test.json', './tsconfig.tools.json'],
        tsconfigRootDir: import.meta.dirname,
        noWarnOnMultipleProjects: true,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      // Fastify plugins and route handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['contracts/**', 'server/**', 'web/**', 'e2e/**', 'bench/**', 'scripts/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/include': ['contracts/**', 'server/**', 'web/**', 'e2e/**', 'bench/**', 'scripts/**'],
      'import/resolver': { [join(import.meta.dirname, 'scripts', 'eslint-import-resolver.cjs')]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
  {
    files: ['contracts/**', 'server/**', 'web/**', 'e2e/**', 'bench/**', 'scripts/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      // ASCII kebab-case names only, the same on every file system and in every URL; Swedish belongs in *.texts.ts.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,css,sql}': '+([0-9a-z.-])' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Benchmarks and scripts report by printing.
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
