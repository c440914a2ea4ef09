import jsxA11y from 'eslint-plugin-jsx-a11y';
import mobx from 'eslint-plugin-mobx';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import hartslag from './tools/lint/design-tokens.js';

/** A function that calls one of the hooks that hand out the tab's MobX state. */
const readsStore = ':has(CallExpression[callee.name=/^use(Store|LocalStore|Signals)$/])';
const observerMessage = 'A component that reads the store is wrapped in observer() (mobx-react-lite).';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'screenshots/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The domain is pure: no any, no clock, no randomness (ARCHITECTURE.md).
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes from the Clock port.' },
        { object: 'Math', property: 'random', message: 'Randomness comes from a port.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes from the Clock port.' }],
    },
  },
  {
    // Member text never becomes HTML. A component that reads the tab's store (useStore, useLocalStore, useSignals) is
    // an observer, so it renders again when what it read changes (the guard mobx/missing-observer is meant to be).
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never build HTML from text.' },
        { selector: `FunctionDeclaration[id.name=/^[A-Z]/]${readsStore}`, message: observerMessage },
        { selector: `VariableDeclarator[id.name=/^[A-Z]/] > :matches(ArrowFunctionExpression, FunctionExpression)${readsStore}`, message: observerMessage },
      ],
    },
  },
  {
    // Every colour, font size, radius and shadow from web/theme's tokens (issue 27).
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/theme/**', 'web/**/*.test.{ts,tsx}'],
    plugins: { hartslag },
    rules: { 'hartslag/design-tokens': 'error' },
  },
  // The web layer: the rules of hooks, accessible JSX and MobX's own rules, each plugin's recommended set.
  { files: ['web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...mobx.flatConfigs.recommended,
    rules: {
      ...mobx.flatConfigs.recommended.rules,
      // It asks for observer on every capitalised function, whether or not it reads MobX state: of its 115 findings
      // here, 4 read the tab's store (now observers); the others render their props (cards, icons, layout parts, test
      // fixtures), where observer adds nothing. The no-restricted-syntax rule above keeps the guard that matters.
      'mobx/missing-observer': 'off',
    },
  },
);
