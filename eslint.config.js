// ESLint flat config. Besides the usual recommended rules, it makes the dependency rules of
// DESIGN.md §2 executable, so a wrong import fails the lint step of `npm test`:
//   views → machines → src/domain;  src/app wires machines to src/api;  server → src/domain (+ machines).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];

/** What views may import from src/app: hooks, paths, and the app context's hooks. */
const VIEW_IMPORTS_FROM_APP = ['src/app/**/use-*.{ts,tsx}', 'src/app/**/paths.ts', 'src/app/app-context.{ts,tsx}'];

/**
 * One-way client: from src/app, views take hooks and paths only — never actors,
 * services, loaders, the route table (it holds loaders and guards) or the page map, nor a helper:
 * a pure rule goes to src/domain, a text to src/i18n, anything else behind a use-… hook.
 * `except` globs of a glob zone are matched against absolute paths (hence the root) and must all
 * be globs (hence the braces around single files).
 */
const VIEWS_TAKE_HOOKS_AND_PATHS = {
  target: './views',
  from: ['./src/app/**'],
  except: VIEW_IMPORTS_FROM_APP.map((glob) => `${import.meta.dirname}/${glob}`),
  message: 'views import only hooks (use-…) and paths (paths.ts) from src/app: add a use-… hook or a paths entry in src/app.',
};

/** Zones of `import-x/no-restricted-paths`: files under `target` may not import from `from`. */
const LAYER_ZONES = [
  {
    target: './machines',
    from: ['./views', './src/api', './src/app', './server'],
    message: 'machines/ are pure behaviour (DESIGN §2): I/O arrives as actors provided by src/app.',
  },
  {
    target: './src/domain',
    from: ['./machines', './views', './src/api', './src/app', './src/i18n', './server'],
    message: 'src/domain is the contract (DESIGN §2): pure TypeScript and zod only.',
  },
  {
    target: './views',
    from: ['./src/api'],
    message: 'views render snapshots and send events (DESIGN §2): src/app wires the API into machines.',
  },
  VIEWS_TAKE_HOOKS_AND_PATHS,
  {
    target: ['./src', './views', './machines'],
    from: ['./server'],
    message: 'Browser code must not import the server (DESIGN §2): share through src/domain.',
  },
];

/**
 * The app runs React Router's declarative mode (docs/decisions/0024-router-lite.md): the data
 * router's APIs would fail at run time (no data router) or bring it back into the first load.
 * src/app/router/ gives what the app needs of them.
 */
const DATA_ROUTER_API_NAMES = [
  'Await',
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'createStaticHandler',
  'createStaticRouter',
  'data',
  'Form',
  'isRouteErrorResponse',
  'redirect',
  'redirectDocument',
  'replace',
  'RouterProvider',
  'ScrollRestoration',
  'StaticRouterProvider',
  'unstable_usePrompt',
  'useActionData',
  'useAsyncError',
  'useAsyncValue',
  'useBlocker',
  'useFetcher',
  'useFetchers',
  'useLoaderData',
  'useMatches',
  'useNavigation',
  'useRevalidator',
  'useRoute',
  'useRouteError',
  'useRouteLoaderData',
  'useSubmit',
  'useViewTransitionState',
];
/** Both packages export them (react-router-dom re-exports react-router). */
const DATA_ROUTER_APIS = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  importNames: DATA_ROUTER_API_NAMES,
  message:
    'the app has no data router (docs/decisions/0024-router-lite.md): use src/app/router/ (useRouteData, useRouteMatches, usePendingLocation, useRouteError, RouteRedirect, RouteFailure).',
}));

const MACHINE_FORBIDDEN_PACKAGES = {
  paths: [
    { name: 'react', message: 'machines/ never import React (DESIGN §2).' },
    { name: 'react-dom', message: 'machines/ never import React (DESIGN §2).' },
    { name: '@xstate/react', message: 'machines/ never import React (DESIGN §2): hooks live in views/ or src/app.' },
    { name: 'redaxios', message: 'machines/ do no I/O (DESIGN §2): declare an actor, src/app provides it.' },
  ],
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'redaxios/*', 'node:*', 'fastify', '@fastify/*'],
      message: 'machines/ are pure and run in the browser (DESIGN §2): no React, HTTP client, Node or server.',
    },
  ],
};

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'data/', 'docs/flows/', 'test-results/', 'playwright-report/', 'tests/artifacts/', 'coverage/']),

  js.configs.recommended,
  // Plain `recommended`, not the type-checked set: type-aware linting of the whole repo costs
  // several times more on two cores, and `tsc --noEmit` already runs in `npm test`.
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // import-x only parses files with these extensions: without the TS ones no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      // Cycles through a dynamic import() are allowed: the route table lazy-loads pages that link
      // back to it by route name, and a lazy edge cannot cause an initialisation-order bug.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
    },
  },

  {
    files: TS_FILES,
    rules: {
      // No `any` crossing a module boundary: use unknown and narrow.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  {
    files: ['**/*.{ts,tsx,jsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  {
    files: ['machines/**'],
    rules: { 'no-restricted-imports': ['error', MACHINE_FORBIDDEN_PACKAGES] },
  },

  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything but zod and relative paths (which the zones above keep inside the domain).
              regex: '^(?!zod(?:/|$)|\\.{1,2}/)',
              message: 'src/domain imports only zod (DESIGN §2).',
            },
          ],
        },
      ],
    },
  },

  {
    // Schemas are built on first use (src/domain/lazy-schema.ts): a page's start-up
    // builds none. tests/unit/lazy-schema-start-up.test.ts catches a lazy schema read at load.
    files: ['src/**', 'machines/**', 'views/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Outside any function, so at load: a zod call, a method of a lazy schema just declared,
          // or a read of a schema (`xSchema.shape`, `.extend`, `.options`), which builds it.
          selector: [
            'MemberExpression[object.name="z"]:not(:function *)',
            'MemberExpression[object.callee.name="lazySchema"]',
            'MemberExpression[object.name=/Schema$/]:not(:function *)',
          ].join(', '),
          message:
            'Declare a schema with lazySchema(() => z.…) and read it inside functions: it is then built on first use, not when a page loads.',
        },
      ],
    },
  },

  {
    files: ['views/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'redaxios', message: 'views fetch nothing (DESIGN §2): machines get the API from src/app.' },
            ...DATA_ROUTER_APIS,
          ],
        },
      ],
    },
  },

  {
    files: ['src/app/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { paths: DATA_ROUTER_APIS }] },
  },

  {
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name=/^(describe|it|test|suite)$/][property.name=/^(only|skip|todo)$/]',
          message: 'No focused, skipped or todo tests in the repository.',
        },
      ],
    },
  },
]);
