export { createConfig, ROOT } from './create-config.mjs';
export { createShared, SHARED_SUBPATHS } from './shared-modules.mjs';
