// Shared's tests: the common front-end preset (swc, jest-fixed-jsdom with the `source` condition, msw through swc).
module.exports = require('../scripts/jest/preset.cjs').createJestConfig(__dirname);
