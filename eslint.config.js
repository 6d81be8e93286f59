// ESLint flat config. Besides the usual rules it makes the boundaries of
// docs/ARCHITECTURE.md lint errors: who may import what.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const relativeInto = (...areas) => `^(\\.\\./)+(${areas.join('|')})(/|$)`;

const REACT_UI = [
  { regex: '^react(-dom)?(/.*)?$', message: 'Only the renderer uses React.' },
  { regex: '^@mantine/', message: 'Only the renderer uses Mantine.' },
];
const NODE = [
  {
    regex: '^(node:.*|fs|path|os|child_process|crypto)$',
    message: 'Node APIs do not exist in the renderer or src/shared.',
  },
];
const ELECTRON = [
  { regex: '^electron(/.*)?$', message: 'electron is imported only in src/main and src/preload.' },
];
const FIREBASE = [
  {
    regex: '^(firebase|@firebase)(/.*)?$',
    message: 'Firebase is imported only under src/renderer/src/backend/firebase.',
  },
];
const SERVER_LIBS = [
  {
    regex: '^(fastify|@fastify/.*|better-sqlite3)$',
    message: 'Server libraries belong to src/server.',
  },
];
const ADAPTERS = [
  {
    regex: '(^|/)backend/(http|firebase)(/|$)',
    message: 'Features reach the backend through the contract and hooks, never an adapter.',
  },
];

const restrict = (...groups) => ['error', { patterns: groups.flat() }];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'release/',
      'data/',
      'test-results/',
      'playwright-report/',
      'resources/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': restrict(ELECTRON, FIREBASE),
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(ELECTRON, FIREBASE, NODE, SERVER_LIBS, [
        {
          regex: relativeInto('server', 'main', 'preload'),
          message: 'The renderer imports src/shared only.',
        },
      ]),
    },
  },
  {
    files: ['src/renderer/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(ELECTRON, FIREBASE, NODE, SERVER_LIBS, ADAPTERS, [
        {
          regex: relativeInto('server', 'main', 'preload'),
          message: 'The renderer imports src/shared only.',
        },
      ]),
    },
  },
  {
    files: ['src/renderer/src/backend/firebase/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(ELECTRON, NODE, SERVER_LIBS) },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(ELECTRON, FIREBASE, NODE, SERVER_LIBS, REACT_UI, [
        {
          regex: relativeInto('renderer', 'server', 'main', 'preload'),
          message: 'src/shared imports nothing of ours.',
        },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(ELECTRON, FIREBASE, REACT_UI, [
        {
          regex: relativeInto('renderer', 'main', 'preload'),
          message: 'src/server imports src/shared only.',
        },
      ]),
    },
  },
  {
    files: ['src/main/**/*.ts', 'src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(FIREBASE, REACT_UI, SERVER_LIBS, [
        {
          regex: relativeInto('renderer', 'server'),
          message: 'src/main and src/preload import src/shared only.',
        },
      ]),
    },
  },
  {
    // Tests drive every layer, including the Electron harness.
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright reads fixture dependencies from the destructuring pattern, even an empty one.
      'no-empty-pattern': 'off',
    },
  },
);
