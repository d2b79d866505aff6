/**
 * Boundaries as errors (STYLE.md "Boundaries, enforced"):
 * - no remote imports another remote (they talk through URLs, the bus and the API);
 * - no feature imports another feature, nor the app that composes it (pages compose features in
 *   src/app/routes); what a remote's features share (src/components, hooks, utils, texts) imports
 *   neither a feature nor the app;
 * - remotes reach TanStack Query only through @rednest/shared (one copy, one React context per
 *   page), and make forms with its useForm, never react-hook-form (a second form library);
 * - in the API only repositories and db/ import the ORM or a database driver, and a routes file imports
 *   neither another routes file nor a repository (services come from api/src/modules/services.ts);
 * - only config/env.ts reads the environment (API and deploy), front ends never do;
 * - no import cycles (import-x/no-cycle here; type-only cycles by scripts/check-cycles.ts);
 * - no source file over 500 lines (tests and named data files aside).
 * The remotes come from the one registry, shared/src/contracts/remotes.ts (ESLint loads this
 * TypeScript config through jiti). `node --test scripts/boundaries.test.mjs` proves each rule fires.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import type { Rule } from 'eslint';
import { REMOTES as REGISTRY } from './shared/src/contracts/remotes.ts';

const REMOTES: string[] = REGISTRY.map((r) => r.folder);
const FRONT_ENDS = ['shell', ...REMOTES];
/** Libraries whose one copy lives inside @rednest/shared (their React context must be the page's one). */
const THROUGH_SHARED = [
  {
    group: ['@tanstack/react-query', '@tanstack/*'],
    message: 'Use the query hooks of @rednest/shared/api-client (one cache and one copy per page).',
  },
  {
    group: ['react-hook-form'],
    message: 'Use @rednest/shared/forms (its useForm, with schemaResolver on the contract schemas).',
  },
  // what @rednest/shared/contracts re-exports: through that subpath it is the page's one shared copy;
  // through these it is bundled again into the importing chunk (0.5 KB gzip on two pages)
  {
    group: [
      '@rednest/shared/contracts/locales',
      '@rednest/shared/contracts/remotes',
      '@rednest/shared/contracts/endpoints',
      '@rednest/shared/contracts/wire',
    ],
    message:
      "Import it from @rednest/shared/contracts (the page's one shared copy); this subpath bundles a second one.",
  },
];

/** A remote may import neither another remote's folder nor its federated module name. */
const remoteBoundary = (self: string) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...REMOTES.filter((r) => r !== self).map((r) => ({
            group: [`**/${r}/**`, `@rednest/${r}`, `@rednest/${r}/**`, `${r.replace('-', '_')}/*`],
            message: `A remote never imports another remote (${r}): use a URL, the event bus or the API.`,
          })),
          {
            group: ['**/shell/**', '@rednest/shell'],
            message: 'Remotes do not import the shell: they get ShellProps.',
          },
          {
            group: ['@rednest/shared/src/**', '**/shared/src/**'],
            message: 'Import @rednest/shared through its exports map.',
          },
          ...THROUGH_SHARED,
        ],
      },
    ],
  },
});

/** A remote's folders beside app/ and features/ that any feature may import: they import neither. */
const SHARED_LAYERS = ['components', 'hooks', 'utils', 'texts'];

/**
 * Resolves a relative import of a feature file and reports it when it lands in another
 * `src/features/<name>` or in `src/app` (the app composes features, never the other way round);
 * of a file in a shared layer, when it lands in any feature or in `src/app`.
 */
const featureBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    messages: {
      cross: 'Feature "{{from}}" imports feature "{{to}}": compose features in src/app/routes instead.',
      app: 'Feature "{{from}}" imports src/app: the app composes features, features never reach into it.',
      layer:
        'src/{{layer}} imports {{to}}: what features share depends on no feature and not on src/app (compose in src/app).',
    },
  },
  create(context) {
    const featureOf = (p: string) => /\/src\/features\/([^/]+)\//.exec(p)?.[1];
    const layerOf = (p: string) => new RegExp(`/src/(${SHARED_LAYERS.join('|')})/`).exec(p)?.[1];
    const from = featureOf(context.filename);
    const layer = from ? undefined : layerOf(context.filename);
    const check = (node: { source?: { value?: unknown } | null } & Rule.Node) => {
      const spec = node.source?.value;
      if ((!from && !layer) || typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), spec) + '/';
      const to = featureOf(target);
      if (layer) {
        if (/\/src\/app\//.test(target)) context.report({ node, messageId: 'layer', data: { layer, to: 'src/app' } });
        else if (to) context.report({ node, messageId: 'layer', data: { layer, to: `feature "${to}"` } });
        return;
      }
      if (/\/src\/app\//.test(target)) {
        context.report({ node, messageId: 'app', data: { from } });
        return;
      }
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    } as Rule.RuleListener;
  },
};

/**
 * Data files past the 500-line limit: tables a tool or a person fills row by row (seed content),
 * where a split would only cut a list in two. Code never goes here.
 */
const LONG_DATA_FILES = ['api/src/db/platform-data/content.ts'];
/**
 * Code files still over the limit, each to be split by concern; the list only shrinks (a file that
 * is split leaves it, and lint then holds it under 500).
 */
const NOT_YET_SPLIT = [] as string[];

const ORM_ONLY_IN_REPOSITORIES = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
  message: 'Only *.repository.ts files and api/src/db import the ORM or a database driver: call a repository.',
};

const noEnv = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Only config/env.ts reads the environment.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'deploy/.cdn/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.cjs',
      'scripts/**',
      'api/drizzle/**',
      'eslint.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.flatMap((r) => [`**/${r}/**`, `@rednest/${r}`, `@rednest/${r}/**`]),
              message: 'The shell loads remotes at run time from the manifest; it never imports one.',
            },
            ...THROUGH_SHARED,
          ],
        },
      ],
    },
  },
  // Features never import other features nor src/app (STYLE.md): pages compose them in src/app/routes.
  // What features share (SHARED_LAYERS) imports neither, or it would be a way round that rule.
  {
    files: REMOTES.flatMap((r) => ['features', ...SHARED_LAYERS].map((folder) => `${r}/src/${folder}/**/*.{ts,tsx}`)),
    plugins: { rn: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'rn/feature-boundaries': 'error' },
  },
  // API layers (ARCHITECTURE "Back end"): only repositories and db/ touch the ORM or a driver.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.repository.ts', 'api/src/db/**', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ORM_ONLY_IN_REPOSITORIES],
        },
      ],
    },
  },
  // A routes file only declares endpoints: its services come built from the composition root
  // (api/src/modules/services.ts), never from another routes file or a repository.
  {
    files: ['api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ORM_ONLY_IN_REPOSITORIES,
            {
              group: ['**/*.routes.ts', '**/*.routes'],
              message: 'A routes file never imports another: register both in api/src/modules/index.ts.',
            },
            {
              group: ['**/*.repository.ts', '**/*.repository'],
              message: 'A routes file reads no repository: ask the service built in api/src/modules/services.ts.',
            },
          ],
        },
      ],
    },
  },
  // Only config/env.ts reads the environment.
  {
    files: [
      'api/src/**/*.ts',
      'deploy/src/**/*.ts',
      ...FRONT_ENDS.map((d) => `${d}/src/**/*.{ts,tsx}`),
      'shared/src/**/*.{ts,tsx}',
    ],
    rules: noEnv,
  },
  { files: ['api/src/config/env.ts', 'deploy/src/config/env.ts'], rules: { 'no-restricted-properties': 'off' } },
  // Tests may use what they need to build fakes; a test that spawns a server hands it the environment.
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-properties': 'off',
    },
  },
  // Playwright fixtures must destructure their (possibly empty) dependencies.
  { files: ['e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  // No source file over 500 lines: past that a file holds more than one concern, and nobody holds it in
  // mind at once. Tests are exempt (a journey reads top to bottom); data files are named above.
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', ...LONG_DATA_FILES, ...NOT_YET_SPLIT],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
);
