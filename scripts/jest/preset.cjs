// Jest config factory shared by every front-end package (shared, mock-server, shell, mf-*).
// Usage in <pkg>/jest.config.cjs:  module.exports = require('../scripts/jest/preset.cjs').createJestConfig(__dirname);
const path = require('node:path');

// msw and its dependencies ship ESM only; under pnpm they live in node_modules/.pnpm/<name>@<v>/node_modules/<name>.
const ESM_PACKAGES = ['msw', '@mswjs', '@open-draft', 'rettime', 'until-async', 'headers-polyfill', 'outvariant', 'strict-event-emitter'];
const esmPattern = ESM_PACKAGES.map((p) => p.replace('/', '\\/').replace('.', '\\.')).join('|');

/** swc options: TypeScript + automatic React runtime, CommonJS output for jest's module system. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/**
 * Builds a jest config for the package at `packageDir`. `overrides` are shallow-merged (arrays and maps replace).
 * Export conditions: `source` first (so `@site/shared/*` resolves to its .ts sources), then require/default.
 * `browser` is deliberately left out: msw maps `msw/node` to null under `browser`, and jest-fixed-jsdom exists
 * precisely to keep browser bundles out of Node.
 */
function createJestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    testEnvironmentOptions: { customExportConditions: ['source', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions],
      '^.+\\.(mjs|cjs)$': ['@swc/jest', swcOptions],
    },
    // Also transform any TypeScript file reached in node_modules: the `source` condition is honoured by every package,
    // and some (scroll-into-view-if-needed, used by antd) publish `source` -> src/index.ts.
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPattern}))(?!.*\\.m?tsx?$)`],
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css|less|scss)$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    clearMocks: true,
    // Jest's 5 s per test is less than two of setup.cjs's 3 s waits: a test of several steps (vote, cancel, vote
    // again) ran out of time on two busy cores while every step was on its way. A step that never comes still
    // fails at its own wait.
    testTimeout: 20_000,
    ...overrides,
  };
}

module.exports = { createJestConfig, swcOptions };
