// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'out', 'coverage', '.local', 'tmp-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // An 18xx corporation's president changes only through setPresident (the driver's presidency events rest on it).
    files: ['src/engine/18xx/**/*.ts', 'src/engine/titles/18chesapeake/**/*.ts', 'src/engine/titles/1828/**/*.ts'],
    ignores: ['src/engine/18xx/state.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "AssignmentExpression > MemberExpression.left[property.name='president']", message: 'Set a president with setPresident (state.ts).' },
      ],
    },
  },
);
