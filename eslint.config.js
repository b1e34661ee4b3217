// Lint rules that keep the architecture (docs/DECISIONS.md, Store and widgets): imports point one way, hooks read what
// they use. Cycles, type-only ones included, are dependency-cruiser's (.dependency-cruiser.mjs, `npm run deps`).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The server's foundation and the leaf helpers it may import; every other folder under server/ is a feature. */
const SERVER_FOUNDATION = ['./db', './config', './http', './partners', './logging', './resilience', './html', './cluster'];

const reactAndDom = [
  { name: 'react', message: 'core/ stays free of React.' },
  { name: 'react-dom', message: 'core/ stays free of React and the DOM.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'tests/fixtures/server-dist/**',
      '**/*.tmp.*',
      'core/generated/**',
      'drizzle/**',
      'bench/results.json',
      // A test run's bundles of the server and commands (tests/support/process-templates.ts), if a run was killed.
      '**/*.test-bundle-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: reactAndDom,
          patterns: [
            { group: ['node:*'], message: 'core/ stays free of Node APIs.' },
            { group: ['react/*', 'react-dom/*', '@rjsf/*', 'zustand', 'zustand/*'], message: 'core/ stays free of React.' },
            {
              group: ['**/renderer/**', '**/widgets/**', '**/server/**', '**/scripts/**', '**/tests/**', '**/bench/**'],
              message: 'core/ imports only data and core.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'process', 'Buffer'],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/renderer/**', '**/widgets/**'], message: 'server/ never imports renderer/ or widgets/.' }] },
      ],
    },
  },
  {
    // The server's folders point one way (docs/DECISIONS.md, "The house, round 3"). The foundation (db/, config/,
    // http/, partners/ and the leaf helpers beside them) imports no feature folder: every folder not named in
    // `except` is a feature, so a new folder is one too. links/ never imports delivery/ (delivery writes the emails
    // that carry links), and sessions/ knows no desk. Type-only imports count.
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./server/db', './server/config', './server/http', './server/partners'],
              from: './server',
              except: SERVER_FOUNDATION,
              message: 'db/, config/, http/ and partners/ are the foundation: they import no feature folder.',
            },
            { target: './server/links', from: './server/delivery', message: 'links/ never imports delivery/: delivery reads links.' },
            {
              target: './server/sessions',
              from: ['./server/bookings', './server/capacity', './server/delivery', './server/payments'],
              message: 'sessions/ knows no desk: the desks read sessions.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '**/server/**'],
              message: 'widgets/ never import renderer/ or server/: what a widget needs comes through its props or formContext.',
            },
          ],
        },
      ],
    },
  },
  {
    // bench/ measures with the walks and bookings the tests use, from testkit/: never from tests/ (docs/DECISIONS.md,
    // "testkit/: what tests and bench share").
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/tests/**'], message: 'bench/ never imports tests/: what both need is in testkit/.' }] },
      ],
    },
  },
  {
    // testkit/ is shared by tests/ and bench/, so it imports neither.
    files: ['testkit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/tests/**', '**/bench/**'], message: 'testkit/ is what tests/ and bench/ share: it imports neither.' }] },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Pricing reads the capacity's price rules; capacity never prices (a knot of two folders is a cycle too).
    files: ['core/capacity/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [{ target: './core/capacity', from: './core/pricing', message: 'core/pricing reads core/capacity, never the other way.' }],
        },
      ],
    },
  },
);
