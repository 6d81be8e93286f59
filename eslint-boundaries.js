// The import boundaries of docs/ARCHITECTURE.md as allow-lists (eslint-plugin-boundaries): every
// layer says what it may import; anything else, static `import`, `export … from` or dynamic
// `import()`, type-only or not, is an error. Tests are free (see eslint.config.js).
import boundaries from 'eslint-plugin-boundaries';

const R = 'src/renderer/src';

/** The layers by folder. The first pattern that matches a file decides its element. */
const ELEMENTS = [
  { type: 'shared', pattern: 'src/shared' },
  { type: 'server', pattern: 'src/server' },
  { type: 'main', pattern: 'src/main' },
  { type: 'preload', pattern: 'src/preload' },
  { type: 'app', pattern: `${R}/app` },
  { type: 'shell', pattern: `${R}/shell` },
  { type: 'features', pattern: `${R}/features` },
  { type: 'ui', pattern: `${R}/ui` },
  { type: 'backend-http', pattern: `${R}/backend/http` },
  { type: 'backend-firebase', pattern: `${R}/backend/firebase` },
  { type: 'backend', pattern: `${R}/backend` },
  { type: 'platform', pattern: `${R}/platform` },
  { type: 'lib', pattern: `${R}/lib` },
  { type: 'assets', pattern: `${R}/assets` },
  // Server-side rendering (ssr/entry.tsx and its parts): built for Node, never for browsers.
  { type: 'ssr', pattern: `${R}/ssr` },
  // What is left at the renderer's root: the browser's entry point (main.tsx).
  { type: 'entry', pattern: R },
].map((element) => ({ ...element, partialMatch: false }));

/** Layers that are one file of a folder element; every other layer is its element. */
const FILE_LAYERS = {
  'backend-registry': { type: 'backend', fileInternalPath: 'registry.ts' },
  backend: { type: 'backend', fileInternalPath: '!registry.ts' },
  platform: { type: 'platform', fileInternalPath: 'PlatformProvider.tsx' },
  'platform-adapters': { type: 'platform', fileInternalPath: '!PlatformProvider.tsx' },
};
const all = (layers) => layers.map((layer) => ({ element: FILE_LAYERS[layer] ?? { type: layer } }));

/**
 * Who may import whom (besides files of its own layer). docs/ARCHITECTURE.md prints this table.
 * - backend: the contract, the provider and the hooks (backend/*.ts(x) but registry.ts);
 *   backend-registry picks an adapter, the one place both adapters meet.
 * - platform: PlatformProvider.tsx (the Platform contract's context and hook); platform-adapters:
 *   the web and desktop implementations and their selection, which only the app wires in.
 */
export const MAY_IMPORT = {
  shared: [],
  server: ['shared'],
  main: ['shared'],
  preload: ['shared'],
  entry: [
    'app',
    'backend',
    'backend-registry',
    'platform',
    'platform-adapters',
    'ui',
    'assets',
    'shared',
  ],
  ssr: ['app', 'shell', 'backend', 'platform-adapters', 'assets', 'shared'],
  app: [
    'shell',
    'features',
    'ui',
    'backend',
    'backend-registry',
    'platform',
    'platform-adapters',
    'lib',
    'assets',
    'shared',
  ],
  shell: ['ui', 'backend', 'platform', 'lib', 'assets', 'shared'],
  features: ['shell', 'ui', 'backend', 'platform', 'lib', 'assets', 'shared'],
  ui: ['backend', 'platform', 'lib', 'assets', 'shared'],
  backend: ['lib', 'shared'],
  'backend-registry': ['backend', 'backend-http', 'backend-firebase', 'lib', 'shared'],
  'backend-http': ['backend', 'lib', 'shared'],
  'backend-firebase': ['backend', 'lib', 'shared'],
  platform: ['lib', 'shared'],
  'platform-adapters': ['platform', 'lib', 'shared'],
  lib: ['shared'],
  assets: [],
};

const RENDERER = [
  'entry',
  'ssr',
  'app',
  'shell',
  'features',
  'ui',
  'backend',
  'backend-registry',
  'backend-http',
  'backend-firebase',
  'platform',
  'platform-adapters',
  'lib',
  'assets',
];
const except = (...types) => all(Object.keys(MAY_IMPORT).filter((t) => !types.includes(t)));
const packages = (...sources) => ({ to: { module: { source: sources } } });

/** Packages: anything installed may be imported, except where these say no. */
const PACKAGE_RULES = [
  {
    from: except('main', 'preload'),
    disallow: packages('electron', 'electron-updater'),
    message: 'electron is imported only in src/main and src/preload.',
  },
  {
    from: except('backend-firebase'),
    disallow: packages('firebase', '@firebase/*'),
    message: 'Firebase is imported only under src/renderer/src/backend/firebase.',
  },
  {
    from: except(...RENDERER),
    disallow: packages('react', 'react-dom', '@mantine/*', 'react-router-dom', '@tabler/*'),
    message: 'Only the renderer uses React and Mantine.',
  },
  {
    from: all(['shared', ...RENDERER]),
    disallow: { to: { module: { origin: 'core' } } },
    message: 'Node APIs do not exist in the renderer or src/shared.',
  },
  {
    from: all(['shared', ...RENDERER]),
    disallow: packages(
      'fastify',
      '@fastify/*',
      'better-sqlite3',
      'nodemailer',
      'tar',
      'croner',
      'helmet',
      '@node-rs/*',
      '@napi-rs/*',
    ),
    message:
      'Node-only packages belong to src/server or src/main, never the renderer or src/shared.',
  },
  {
    from: all(['main', 'preload']),
    disallow: packages('fastify', '@fastify/*', 'better-sqlite3'),
    message: 'Server libraries belong to src/server.',
  },
];

/** One allow-list per layer, with a message naming what the layer may import. */
const LAYER_RULES = Object.entries(MAY_IMPORT).flatMap(([type, allowed]) => [
  {
    from: all([type]),
    disallow: { to: { module: { origin: 'local' } } },
    message: `${type} may import only ${allowed.length ? allowed.join(', ') : 'its own files'} (not {{dependency.source}}).`,
  },
  ...(allowed.length ? [{ from: all([type]), allow: { to: all(allowed) } }] : []),
]);

/** Named leaks get their own words; they are refused by the lists above already. */
const NAMED_LEAKS = [
  {
    from: all(['shell', 'features', 'ui']),
    disallow: { to: all(['backend-http', 'backend-firebase', 'backend-registry']) },
    message:
      'Features reach the backend through the contract and hooks, never an adapter or the registry.',
  },
  {
    from: all(['shell', 'features', 'ui']),
    disallow: { to: all(['platform-adapters']) },
    message:
      'Features reach the platform through usePlatform (PlatformProvider), never an adapter.',
  },
];

export const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: [
    '**/*.test.{ts,tsx}',
    `${R}/test/**`,
    '**/testing.ts',
    '**/testing-*.tsx',
    '**/*test-utils.tsx',
  ],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': ELEMENTS,
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'boundaries/legacy-warnings': false,
    // Our imports are relative and extensionless (no path aliases), which Node's resolution with
    // TypeScript's extensions finds; the TypeScript resolver needs native bindings the registry
    // mirror of this project's CI does not carry for every platform in the lock file.
    'import/resolver': {
      node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        message: '{{from.type}} may not import {{to.type}} (see eslint-boundaries.js).',
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          ...PACKAGE_RULES,
          ...LAYER_RULES,
          ...NAMED_LEAKS,
        ],
      },
    ],
  },
};
