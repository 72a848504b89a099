import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * `npm run lint`. Besides the usual TypeScript, React hooks and accessibility rules, two import
 * rules keep the layout honest: no import circles, and no arrows the wrong way between the layers:
 * the server never reaches into the browser's islands or stores, the wire contract never into the
 * server, and stores never into islands (an island may use a store, not the other way round).
 */
const boundaries = [
  { target: './server', from: './src/islands', message: 'The server does not import browser islands.' },
  { target: './server', from: './src/stores', message: 'The server does not import browser stores.' },
  { target: './src/contract', from: './server', message: 'The wire contract is shared by both sides and imports nothing of the server.' },
  { target: './src/stores', from: './src/islands', message: 'Stores sit below islands: move what both need into src/lib or the store.' },
];

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'server/main.bundle.js*', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Type-only imports count too: a circle of types is still a knot a reader has to untie.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // Game rules are shared by both sides: the server imports them, never the other way round (their
    // tests may check them against the server's settlement).
    files: ['src/rules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaries, { target: './src/rules', from: './server', message: 'Game rules are shared by both sides and import nothing of the server.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The classic hook rules; the React Compiler's rules (set-state-in-effect, …) wait for the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table or list takes the keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
);
