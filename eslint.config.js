// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import path from 'node:path';

/** Import boundaries of ../shared/STYLE.md, one entry per room. */
const noDeepImports = {
  group: ['@casino/*/src', '@casino/*/src/**', '**/packages/*/src/**', '**/apps/*/src/**'],
  message: 'Import a package by its name, never its src/ internals.',
};

/** @param {{paths?: any[], patterns?: any[]}} r */
const restrict = ({ paths = [], patterns = [] }) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: [noDeepImports, ...patterns] }],
});

const ban = (/** @type {string} */ name, /** @type {string} */ message, allowTypeImports = false) => ({
  name,
  message,
  allowTypeImports,
});

const FEATURES = path.resolve(import.meta.dirname, 'apps/casino/src/features');

/**
 * Features do not import each other (STYLE.md). The rule resolves each relative import against the importing file, so
 * that `../../other/x` from a nested folder fails like `../other/x`, and `../../own/x` passes.
 * @type {import('eslint').Rule.RuleModule}
 */
const featureBoundary = {
  meta: {
    type: 'problem',
    messages: {
      crossing:
        "Features do not import each other ('{{from}}' imports '{{to}}'): move what two features share to shared/ (named for the spec feature) or lib/ (STYLE.md).",
    },
  },
  create(context) {
    const own = path.relative(FEATURES, context.filename).split(path.sep)[0];
    /** @param {any} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(FEATURES, path.resolve(path.dirname(context.filename), source.value));
      const feature = target.split(path.sep)[0];
      if (feature && feature !== '..' && feature !== own)
        context.report({ node: source, messageId: 'crossing', data: { from: own, to: feature } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/casino/build/**',
      '**/.react-router/**',
      'storybook-static/**',
      '**/coverage/**',
      '**/.data/**',
      'packages/api-client/src/generated/**',
      '.storybook/public/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...restrict({}),
    },
  },
  {
    files: ['**/*.tsx', 'packages/ui/**', 'apps/casino/**', '.storybook/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: restrict({
      paths: [
        'xstate',
        '@xstate/react',
        'i18next',
        'react-i18next',
        'react-router',
        'openapi-fetch',
        '@casino/api-client',
        '@casino/flows',
      ].map((n) => ban(n, 'packages/ui takes props only: no state machines, i18n, routing or API access (STYLE.md).')),
      patterns: [
        {
          group: ['@xstate/*', '@casino/flows/*', '@casino/api-client/*'],
          message: 'packages/ui takes props only (STYLE.md).',
        },
      ],
    }),
  },
  {
    files: ['packages/flows/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      ...restrict({
        paths: [
          ...['react', 'react-dom', '@xstate/react', 'i18next', 'react-i18next', 'openapi-fetch', '@casino/ui'].map(
            (n) => ban(n, 'packages/flows holds machines and pure rules: no React, i18n or network (STYLE.md).'),
          ),
          {
            ...ban(
              '@casino/api-client',
              'flows may only `import type` from the api-client, and its NOT_LOGGED_IN; network calls are actors the app provides.',
              true,
            ),
            allowImportNames: ['NOT_LOGGED_IN'],
          },
        ],
      }),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'flows never fetch: call the network through an actor provided by the app.' },
        { name: 'window', message: 'flows are independent of the browser.' },
        { name: 'document', message: 'flows are independent of the browser.' },
        { name: 'XMLHttpRequest', message: 'flows never fetch.' },
      ],
    },
  },
  {
    files: ['packages/api-client/**/*.ts'],
    rules: restrict({
      paths: ['react', 'react-dom', 'xstate', '@xstate/react', '@casino/flows', '@casino/ui'].map((n) =>
        ban(n, 'api-client knows only openapi-fetch and the generated types (STYLE.md).'),
      ),
    }),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict({
      paths: [
        ...['react', 'react-dom', '@casino/ui', 'i18next', 'react-i18next', 'react-router', 'xstate'].map((n) =>
          ban(n, 'the server uses nothing of the browser (STYLE.md).'),
        ),
        ban('@casino/flows', 'the server may use only the pure rules: import from @casino/flows/rules.'),
        ban('@casino/api-client', 'the server takes only the contract’s generated types from the api-client.', true),
      ],
    }),
  },
  {
    files: ['apps/casino/src/features/**/*.{ts,tsx}'],
    plugins: { casino: { rules: { 'feature-boundary': featureBoundary } } },
    rules: { 'casino/feature-boundary': 'error' },
  },
  {
    // Every visible string of the app goes through i18next (STYLE.md): no words as JSX text or in the attributes a
    // person reads or hears. Stories (and their scaffolding), tests and the machine inspector (a developer tool) are
    // exempt.
    files: ['apps/casino/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', 'apps/casino/src/inspector/**', 'apps/casino/src/stories/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`JSXText[value=/[A-Za-zÀ-ÿ]{2,}/]`,
          message: 'Visible text goes through i18next: t("feature.screen.element").',
        },
        {
          selector: String.raw`JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > Literal[value=/[A-Za-zÀ-ÿ]{2,}/]`,
          message: 'Visible text goes through i18next: t("feature.screen.element").',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
