import { fileURLToPath } from 'node:url';
import { createConfig } from '../scripts/webpack/index.mjs';

export default createConfig({
  name: 'mf_review',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: { './routes': './src/routes.tsx' },
  // The addresses this remote renders: the shell's route table reads them from the manifest at run time.
  ownedPaths: './src/owned-paths.json',
  port: 3003,
});
