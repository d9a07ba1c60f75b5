import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'data/',
      'node_modules/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'scratch/',
      'db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The web app reaches the server only through the load context, never by import.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/*', '!**/server/web-context'],
              message: 'web/ must not import server/ (use the load context).',
            },
            { group: ['**/db/*'], message: 'web/ must not import db/.' },
          ],
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'I18nextProvider'],
              message: 'Use useTranslation and TranslationProvider from web/i18n/translation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/i18n/translation.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
