/**
 * Boundaries as errors (STYLE.md "Boundaries, enforced"):
 * - no remote imports another remote (they talk through URLs, the bus and the API);
 * - no feature imports another feature (pages compose features in src/app/routes);
 * - only config/env.ts reads the environment (API and deploy), front ends never do;
 * - no import cycles.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

const REMOTES = ['mf-search', 'mf-booking', 'mf-account', 'mf-club', 'mf-corporate', 'mf-content'];
const FRONT_ENDS = ['shell', ...REMOTES];

/** A remote may import neither another remote's folder nor its federated module name. */
const remoteBoundary = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        ...REMOTES.filter((r) => r !== self).map((r) => ({
          group: [`**/${r}/**`, `@rednest/${r}`, `@rednest/${r}/**`, `${r.replace('-', '_')}/*`],
          message: `A remote never imports another remote (${r}): use a URL, the event bus or the API.`,
        })),
        { group: ['**/shell/**', '@rednest/shell'], message: 'Remotes do not import the shell: they get ShellProps.' },
        { group: ['@rednest/shared/src/**', '**/shared/src/**'], message: 'Import @rednest/shared through its exports map.' },
      ],
    }],
  },
});

/** Resolves a relative import and reports it when it lands in another `src/features/<name>`. */
const noCrossFeature = {
  meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" imports feature "{{to}}": compose features in src/app/routes instead.' } },
  create(context) {
    const featureOf = (p) => /\/src\/features\/([^/]+)\//.exec(p)?.[1];
    const from = featureOf(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (!from || typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec) + '/');
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const noEnv = {
  'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Only config/env.ts reads the environment.' }],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'deploy/.cdn/**', 'e2e/test-results/**', 'e2e/playwright-report/**',
      '**/*.cjs', 'scripts/**', 'api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: [...FRONT_ENDS, 'shared'].map((d) => `${d}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...REMOTES.map(remoteBoundary),
  // The shell knows remotes only by name, from the runtime manifest: never a static import.
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        group: REMOTES.flatMap((r) => [`**/${r}/**`, `@rednest/${r}`, `@rednest/${r}/**`]),
        message: 'The shell loads remotes at run time from the manifest; it never imports one.',
      }] }],
    },
  },
  // Features never import other features (STYLE.md): pages compose them in src/app/routes.
  {
    files: REMOTES.map((r) => `${r}/src/features/**/*.{ts,tsx}`),
    plugins: { rn: { rules: { 'no-cross-feature': noCrossFeature } } },
    rules: { 'rn/no-cross-feature': 'error' },
  },
  // Only config/env.ts reads the environment.
  { files: ['api/src/**/*.ts', 'deploy/src/**/*.ts', ...FRONT_ENDS.map((d) => `${d}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'], rules: noEnv },
  { files: ['api/src/config/env.ts', 'deploy/src/config/env.ts'], rules: { 'no-restricted-properties': 'off' } },
  // Tests may use what they need to build fakes; a test that spawns a server hands it the environment.
  { files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off', 'no-restricted-properties': 'off' } },
  // Playwright fixtures must destructure their (possibly empty) dependencies.
  { files: ['e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
);
