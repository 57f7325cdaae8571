// One lint setup for the whole repository, with type information.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const appImports = (forbidden, extraPatterns = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden.map((group) => ({
          group: [group],
          message: 'Imports flow one way: web → shared, server → shared.',
        })),
        ...extraPatterns,
      ],
    },
  ],
});

const serverForbidden = ['@store/web*', 'react*', '**/apps/web/**'];

const webSource = 'apps/web/src';

function webZones() {
  const features = readdirSync(`${import.meta.dirname}/${webSource}/features`, {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const featureZones = features.map((feature) => ({
    target: `${webSource}/features/${feature}`,
    from: `${webSource}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another: move the shared piece to ui/ or lib/, or compose both in app/.',
  }));
  const baseZones = ['lib', 'ui', 'stores'].map((layer) => ({
    target: `${webSource}/${layer}`,
    from: [`${webSource}/features`, `${webSource}/app`],
    message: 'lib/, ui/ and stores/ sit below the features and app/.',
  }));
  return [...featureZones, ...baseZones];
}

const serverSource = 'apps/server/src';

// What builds, configures and starts the server. Modules are what it puts together, so
// they never reach back into it.
const serverStartUp = [
  'app.ts',
  'main.ts',
  'config.ts',
  'bootstrap.ts',
  'event-subscriptions.ts',
  'startup-warnings.ts',
  'seed-cli.ts',
  'referrals-cli.ts',
  'admin-cli.ts',
  'cli-database.ts',
  'plugins',
];

/**
 * Server zones: start-up code → modules → adapters, db/ → lib/. For tests, which may start
 * the whole app (a second instance, a restart) and may sign in to live updates with the
 * store's own sessions, `tests` lifts exactly those two.
 */
function serverZones({ tests = false } = {}) {
  const at = (paths) => paths.map((entry) => `${serverSource}/${entry}`);
  const startUp = tests
    ? serverStartUp.filter((entry) => entry !== 'app.ts' && entry !== 'config.ts')
    : serverStartUp;
  return [
    {
      target: `${serverSource}/adapters`,
      from: `${serverSource}/modules`,
      except: tests ? ['./sessions'] : [],
      message:
        'Adapters know no module: take what a module provides as a parameter, wired in app.ts.',
    },
    {
      target: `${serverSource}/db`,
      from: `${serverSource}/modules`,
      message: 'db/ sits below the modules: move the shared query into db/ instead.',
    },
    {
      target: `${serverSource}/modules`,
      from: at(startUp),
      message:
        'Modules do not import start-up code (app, config, plugins/, event-subscriptions, …): take it as a parameter, or keep the type in the module and let start-up code import it.',
    },
    {
      target: `${serverSource}/lib`,
      from: at(['modules', 'adapters', 'db']),
      message:
        'lib/ holds plain helpers below everything else: it imports no module, adapter or db/.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // The cycle check only needs our own files; parsing bundled dependencies overflows it.
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins are async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The service worker's own script, imported by the generated /sw.js: plain JavaScript
    // outside every TypeScript project, run with a worker's globals.
    files: ['apps/web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.serviceworker },
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: appImports([
      '@store/server*',
      '@store/web*',
      'react*',
      'drizzle-orm*',
      'node:*',
      '**/apps/**',
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: appImports(serverForbidden),
  },
  {
    // HTTP errors exist only at the edge: services return a `Result` (lib/result.ts) and each
    // module's *.errors.ts maps its failures to these for its routes. The session and staff
    // guards are the routes' own checks before any service runs. (It repeats the server's one-way
    // imports, since a later block replaces the rule rather than adding to it.)
    files: ['apps/server/**/*.ts'],
    ignores: [
      'apps/server/**/*.routes.ts',
      'apps/server/**/*.errors.ts',
      `${serverSource}/plugins/**`,
      `${serverSource}/modules/sessions/session-guard.ts`,
      `${serverSource}/modules/staff/staff-guard.ts`,
      'apps/server/**/*.test.ts',
      `${serverSource}/test/**`,
      'apps/server/**/*-test-kit.ts',
    ],
    rules: appImports(serverForbidden, [
      {
        group: ['**/lib/http-errors', '**/lib/errors'],
        message:
          'Services report expected failures as a Result (lib/result.ts); map them to HTTP errors in <module>.errors.ts.',
      },
    ]),
  },
  {
    // SQL lives in repositories: only they, db/ and tests see Drizzle and the tables. Others
    // pass the handle along by its type (`db/types`), which is not the schema.
    files: ['apps/server/**/*.ts'],
    ignores: [
      'apps/server/**/*.repository.ts',
      `${serverSource}/db/**`,
      'apps/server/**/*.test.ts',
      `${serverSource}/test/**`,
      'apps/server/**/*-test-kit.ts',
    ],
    // Its own rule name, so it adds to the one-way imports above instead of replacing them.
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)|/db/(schema|tables)(/|$)',
              message: 'SQL lives in *.repository.ts: import a repository function instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${serverSource}/**/*.ts`],
    // The zones and the cycle check need every relative import resolved to its .ts file,
    // and that file read as TypeScript.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones() },
      ],
    },
  },
  {
    files: [`${serverSource}/**/*.test.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones({ tests: true }) },
      ],
    },
  },
  // Web zones: features stand side by side and meet only in app/, which composes them;
  // lib/, ui/ and stores/ sit below every feature.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The zones need every relative import resolved, .tsx included.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webZones() },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...appImports(['@store/server*', 'drizzle-orm*', 'node:*', '**/apps/server/**']),
    },
  },
);
