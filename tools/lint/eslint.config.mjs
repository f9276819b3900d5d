/**
 * The repository's ESLint rules (`npm run lint`, and a step of `npm test`). Formatting is Prettier's alone
 * (eslint-config-prettier turns off every rule it would fight with); the rules here catch mistakes: the
 * language's and TypeScript's recommended sets, and React's rules of hooks. Type-aware rules stay off: they
 * would need a second TypeScript program of the whole repository on every run.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'build/**',
      'data/**',
      'coverage/**',
      'modules-dev/**',
      '**/*.d.ts',
      // Built bundles the server's tests serve as they are.
      'server/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A leading underscore names what is left out on purpose: a destructured field dropped, an argument a
      // callback's signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Input guards and file-name checks match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright's fixtures take their dependencies as a destructured first argument and hand over with `use`;
    // the specs read the API's answers loosely, as a person reads a screen.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/webpack/vendor/**'],
    languageOptions: {
      globals: {
        __webpack_public_path__: 'writable',
        __BLUEPRINT_ICON_SET__: 'readonly',
        __BLUEPRINT_ICON_NAMES__: 'readonly',
        __WEBPACK_DYNAMIC_EXPORT__: 'writable',
      },
    },
  },
  prettier,
);
