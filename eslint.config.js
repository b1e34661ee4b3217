// Lint rules that keep the architecture of README.md#folders: imports point one way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const reactAndDom = [
  { name: 'react', message: 'core/ stays free of React.' },
  { name: 'react-dom', message: 'core/ stays free of React and the DOM.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'tests/fixtures/server-dist/**', '**/*.tmp.*', 'core/generated/**', 'drizzle/**', 'bench/results.json'] },
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
            { group: ['**/renderer/**', '**/widgets/**', '**/server/**'], message: 'core/ imports only data and core.' },
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
);
