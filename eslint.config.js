import jsxA11y from 'eslint-plugin-jsx-a11y';
import mobx from 'eslint-plugin-mobx';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Member text never becomes HTML.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never build HTML from text.' }],
    },
  },
  // The web layer: the rules of hooks, accessible JSX and MobX's own rules, each plugin's recommended set.
  { files: ['web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['web/**/*.{ts,tsx}'], ...mobx.flatConfigs.recommended },
);
