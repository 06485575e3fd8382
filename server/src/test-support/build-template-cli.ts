// Used by scripts/run-tests.mjs: builds the migrated PGlite template once for the whole run.
import { buildPgliteTemplate } from './pglite-template.js';

const path = process.argv[2];
if (!path) throw new Error('usage: build-template-cli.ts <output.tar>');
await buildPgliteTemplate(path);
