// The common front-end preset (swc, jest-fixed-jsdom with the `source` condition, msw through swc, antd's jsdom stubs).
module.exports = require('../scripts/jest/preset.cjs').createJestConfig(__dirname);
