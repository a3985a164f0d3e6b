// Lint rules that keep the architecture honest: no remote imports another remote's source, and
// shared packages never import an app.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const i18next = require('eslint-plugin-i18next');
const moduleBoundaries = require('./scripts/eslint/module-boundaries.cjs');

const REMOTES = ['mfe-public', 'mfe-admission', 'mfe-scholarship', 'mfe-financial-aid', 'mfe-payment'];
const APPS = ['shell', ...REMOTES];
/** The contracts' domains: admission/ and schemas/admission/ are admission's, and so on. */
const CONTRACT_DOMAINS = ['admission', 'scholarship', 'financial-aid'];

/**
 * Folders whose user-facing text all goes through translation (issue 7). A string literal rendered as
 * JSX text fails the lint; attributes and code are left to review. Add a folder once its strings live
 * in its namespace files (locales/en-GB.ts and locales/zh-Hans.ts).
 */
const TRANSLATED_SOURCES = [
  'shell/src',
  'shared/ui/src',
  'shared/forms/src',
  'mfe-public/src',
  'mfe-admission/src',
  'mfe-scholarship/src',
  'mfe-financial-aid/src',
  'mfe-payment/src',
];

const importsOf = (names) => names.flatMap((name) => [`**/${name}/**`, `${name}/*`]);

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Tests in plain JavaScript (the build tooling's) see jest's globals as the TypeScript ones do.
  { files: ['**/test/**/*.test.js'], languageOptions: { globals: globals.jest } },
  // The router is a federated singleton shared through @portal/router, which re-exports only what
  // the apps use (tree-shaken); importing react-router-dom directly would share or bundle it whole.
  ...APPS.map((app) => ({
    files: [`${app}/src/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router-dom', message: "Import routing from '@portal/router'." }],
          patterns: [{ group: importsOf(APPS.filter((a) => a !== app)), message: 'An app never imports another app; link by URL or use shared/.' }],
        },
      ],
    },
  })),
  // (Before the schema rule below, which replaces no-restricted-syntax for the schemas.)
  // The tab's title has one owner (shared/ui/src/document-title.tsx): a screen names itself with
  // usePageTitle, which adds the portal's name in the page's language and GOV.UK's "Error: ".
  {
    files: ['shell/src/**', ...REMOTES.map((remote) => `${remote}/src/**`), 'shared/*/src/**'],
    ignores: ['shared/ui/src/document-title.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[property.name='title'][object.name='document']",
          message: 'Name the screen with usePageTitle (@portal/ui/document-title): it owns the tab\'s title.',
        },
      ],
    },
  },
  // Every text field of a shared schema starts at text() or multilineText() (schemas/common.ts),
  // which refuse control characters; a bare yup.string() would let them through to the database.
  {
    files: ['shared/contracts/src/schemas/**'],
    ignores: ['shared/contracts/src/schemas/common.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='yup'][callee.property.name='string']",
          message: "Use text() or multilineText() from './common' for text fields: they refuse control characters.",
        },
        {
          selector: "ImportDeclaration[source.value='yup'] ImportSpecifier[imported.name='string']",
          message: "Use text() or multilineText() from './common' for text fields: they refuse control characters.",
        },
      ],
    },
  },
  // Modules meet only through each other's entry file (<module>/index.ts): the API's modules, and the
  // domains of the contracts, whose own apps and API modules may read their insides. What several
  // share lives outside them (api/src/mail, http, security, staff…; the top of shared/contracts).
  {
    files: ['api/src/**', 'shell/src/**', ...REMOTES.map((remote) => `${remote}/src/**`), 'shared/*/src/**'],
    plugins: { portal: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: {
      'portal/module-boundaries': [
        'error',
        {
          areas: [
            { group: 'api', folder: 'api/src/modules', modules: '*' },
            { group: 'contracts', folder: 'shared/contracts/src', modules: CONTRACT_DOMAINS },
            { group: 'contracts', folder: 'shared/contracts/src/schemas', modules: CONTRACT_DOMAINS },
          ],
          owners: Object.fromEntries(
            CONTRACT_DOMAINS.flatMap((domain) => [
              [`mfe-${domain}`, `contracts:${domain}`],
              [`api/src/modules/${domain}`, `contracts:${domain}`],
            ]),
          ),
          packages: { '@portal/contracts': 'shared/contracts/src' },
        },
      ],
    },
  },
  ...TRANSLATED_SOURCES.map((folder) => ({
    files: [`${folder}/**/*.tsx`],
    plugins: { i18next },
    rules: {
      // JSX text only; text made of punctuation, symbols and digits alone (·, *, :, …) is allowed.
      // The plugin compiles the pattern without the u flag (so no \p{P}): ASCII punctuation and
      // symbols by range, plus the few typographic ones the screens use.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', words: { exclude: ['[\\s\\d!-/:-@\\[-`{-~·…–—•×]*'] } }],
    },
  })),
  {
    files: ['shared/**'],
    ignores: ['shared/router/**', 'shared/*/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router-dom', message: "Import routing from '@portal/router'." }],
          patterns: [{ group: importsOf(APPS), message: 'shared/ must not depend on an app.' }],
        },
      ],
    },
  },
);
