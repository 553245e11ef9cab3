import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-cli', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The engine and the motion module are pure: no view, no clock, no hidden randomness.
    files: ['src/engine/**/*.ts', 'src/anim/**/*.ts', 'src/ai/**/*.ts', 'src/lab/**/*.ts'],
    ignores: ['src/ai/client.ts', 'src/ai/worker.ts', 'src/lab/client.ts', 'src/lab/worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'three', '@react-three/*', '@react-spring/*', 'zustand'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'Date', 'performance'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random' }],
    },
  },
  {
    // The engine stands alone: nothing in it may reach into the rest of the app.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'three', '@react-three/*', '@react-spring/*', 'zustand', '../*/**'] },
      ],
    },
  },
);
