// Lint rules that keep the architecture (docs/DECISIONS.md, Store and widgets): imports point one way, no cycles,
// hooks read what they use.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // server/db/ is storage only: judging, the crew and the partner's events are the desks' (server/bookings, server/capacity).
    files: ['server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/renderer/**', '**/widgets/**'], message: 'server/ never imports renderer/ or widgets/.' },
            {
              group: [
                '../bookings/*',
                '../flow/*',
                '../delivery/**',
                '../capacity/*',
                '../../bookings/*',
                '../../flow/*',
                '../../delivery/**',
                '../../capacity/*',
              ],
              message: 'server/db/ is storage only: it imports none of bookings/, flow/, delivery/ or capacity/.',
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
    // No import cycles in the product (type-only imports count too: a cycle of types is still two ideas knotted).
    files: ['core/**/*.ts', 'renderer/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are never followed: a cycle is ours to fix only inside the repository.
      'import-x/ignore': ['node_modules', '\\.json$', 'core/generated/'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
