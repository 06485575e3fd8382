// Install-time hooks for pnpm (read by every `pnpm install`, including the one `npm start` runs).
//
// These packages declare `engines.node` >= 22, yet everything the site uses of them runs on the Node 20 it supports:
// the whole test suite passes on Node 20.20 (see the README). Their `engines` is dropped here so that an install
// does not print a warning a newcomer cannot act on. Any other package that wants a newer Node still warns.
// (The @inquirer packages come with msw's command-line tool, which the site never runs.)
const KNOWN_TO_WORK_ON_NODE_20 = new Set([
  '@inquirer/ansi',
  '@inquirer/confirm',
  '@inquirer/core',
  '@inquirer/figures',
  '@inquirer/type',
  '@testing-library/jest-dom',
  'content-disposition',
  'cookie',
  'i18next',
  'kysely',
  'mute-stream',
  'react-i18next',
]);

function readPackage(pkg) {
  if (KNOWN_TO_WORK_ON_NODE_20.has(pkg.name) && pkg.engines && pkg.engines.node) {
    pkg.engines = { ...pkg.engines };
    delete pkg.engines.node;
  }
  return pkg;
}

module.exports = { hooks: { readPackage } };
