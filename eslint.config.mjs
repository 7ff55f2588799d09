// ESLint: typescript-eslint's type-checked rules everywhere, eslint-plugin-solid for the renderer's
// reactivity, the process boundary (the renderer takes record types from the contract only) and
// the renderer's floors (src-main/build/renderer-floors.mjs: imports run down only).
import js from '@eslint/js';
import solid from 'eslint-plugin-solid/configs/typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { rendererFloorsRule } from './src-main/build/renderer-floors.mjs';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'release/**', 'test-results/**', 'playwright-report/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    ...solid,
    languageOptions: { ...solid.languageOptions, globals: globals.browser },
    plugins: { ...solid.plugins, 'market-terminal': { rules: { 'renderer-floors': rendererFloorsRule } } },
    rules: {
      ...solid.rules,
      'market-terminal/renderer-floors': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-main/api', '**/src-main/api/**'],
              message: 'The renderer takes record types from src-main/ipc/contract, never from src-main/api.',
            },
          ],
        },
      ],
    },
  },
  {
    // vitest's asymmetric matchers (expect.any, expect.objectContaining, …) are typed `any` by design.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
