import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { keyUsers, queryKeySelectors } from './tools/eslint/query-keys.js';
import { serverZones } from './tools/eslint/walls-server.js';
import { webZones } from './tools/eslint/walls-web.js';
import tseslint from 'typescript-eslint';

/** `no-restricted-syntax` for every file; a later block that adds selectors must repeat these. */
const restrictedSyntax = [
  { selector: "CallExpression[callee.name='alert']", message: 'Use the toast system, not alert().' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Deliberate wrong-way imports and cycles, linted on purpose by tools/eslint/walls.test.ts.
      'tools/eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  // No import cycles anywhere (docs/architecture.md, Walls).
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'tools/eslint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...webZones, ...serverZones].map(({ example: _example, ...zone }) => zone),
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client never imports server code or storage SDKs (bulletproof-react style boundaries).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/apps/server/**',
                '@lorrybazaar/server',
                'pg',
                'fastify',
                '@electric-sql/*',
                '@aws-sdk/*',
              ],
              message: 'Server-only code.',
            },
          ],
        },
      ],
    },
  },
  // Query keys are written only where they are owned (docs/architecture.md, Web layers).
  {
    ...keyUsers,
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax, ...queryKeySelectors] },
  },
);
