import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';
import modules from './eslint/modules.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web app never imports server code.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'src/shared imports nothing from server or web.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server never imports web code.' }] },
      ],
    },
  },
  {
    // The layers of docs/architecture.md: what may import what, and no import cycles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/boundaries': 'error', 'layers/no-cycle': 'error', 'layers/aliases': 'error' },
  },
  {
    // The server's modules: each reached through its index.ts, and no loop between modules.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    plugins: { modules },
    rules: { 'modules/face': 'error', 'modules/no-cycle': 'error' },
  },
  {
    // Small units: a product file holds one topic, a function one job (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // Tests read loosely typed JSON responses.
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
