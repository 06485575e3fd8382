// The common front-end preset (swc, jest-fixed-jsdom with the `source` condition, msw through swc, antd's jsdom stubs).
// antd forms and modals take seconds per test in jsdom; on a busy 2-core machine 5 s was seen to time out.
module.exports = require('../scripts/jest/preset.cjs').createJestConfig(__dirname, { testTimeout: 20_000 });
