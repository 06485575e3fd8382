export { createConfig, ROOT } from './create-config.mjs';
export { createShared } from './shared-modules.mjs';
export { SHARED_SUBPATHS } from '../lib/front-end-packages.mjs';
