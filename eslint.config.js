// Lint for every workspace: typescript-eslint with type information (each file is checked
// against the tsconfig that includes it) and the React hooks rules for web/.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import patterns that reach past another feature's front door, for a file `up` below `web/src/features/`. */
function featureDoors(up) {
  const parent = up.replaceAll('.', '\\.');
  const message = 'Import another feature through its front door: its folder (index.ts) or its queries.ts (money: also dialogs.ts).';
  return [
    { regex: `^${parent}(?!money/)[^./][^/]*/(?!(?:index|queries)$)`, message },
    { regex: `^${parent}money/(?!(?:index|dialogs|[^/]+/queries)$)`, message },
  ];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'data/', 'test-results/', 'playwright-report/', '.tmp/', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files outside every tsconfig's include get a default program.
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'web/scripts/*.mjs',
            'domain/vitest.config.ts',
            'infra/vitest.config.ts',
            'projector/vitest.config.ts',
            'command-api/vitest.config.ts',
            'worker/vitest.config.ts',
            'web/*.cjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // `_name` marks a deliberately unused binding (destructuring a field away, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Runs in the page before the app (no module system): browser globals.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Sibling features meet only through each other's front door: the feature folder (its index.ts) or its
    // queries.ts (money's reads are its parts' queries.ts). Inside a feature, files import each other freely.
    files: ['web/src/features/*/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureDoors('../') }] },
  },
  {
    files: ['web/src/features/*/*/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureDoors('../../') }] },
  },
  {
    // Test files read JSON answers as loosely typed values (TestResponse.json() is `any`) and assert
    // on them field by field; the assertions, not the types, are what checks those values.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**/*.ts', 'web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Plain JavaScript (config files, build scripts): no type information to lint against.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
