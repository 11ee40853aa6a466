// Lint config: ESLint with typescript-eslint's recommended rules, for every source folder.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.neutron/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-control-regex': 'off',
    },
  },
  {
    // Plugins and examples see the core only through its public entries (DESIGN.md):
    // core/index.ts on the server, core/browser.ts in browser code.
    files: ['plugins/**/*.{ts,tsx,js}', 'examples/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/core/**', '!**/core/index.ts', '!**/core/browser.ts'],
              message: 'Plugins import the core only through core/index.ts (server) or core/browser.ts (browser code).',
            },
          ],
        },
      ],
    },
  },
  {
    // The core never imports a plugin, and the CLI finds plugins' commands through the
    // plugin contract.
    files: ['core/**/*.{ts,tsx,js}', 'cli/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/plugins/**'], message: 'core/ and cli/ import no plugin: plugins bring hooks, validators and commands through definePlugin.' }] },
      ],
    },
  },
);
