// The common front-end preset (swc, jest-fixed-jsdom with the `source` condition, msw through swc),
// plus a ResizeObserver stub for antd.
const base = require('../scripts/jest/preset.cjs').createJestConfig(__dirname);

module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test-support/setup.ts'] };
