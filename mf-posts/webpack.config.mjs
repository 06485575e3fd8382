import { fileURLToPath } from 'node:url';
import { createConfig } from '../scripts/webpack/index.mjs';

export default createConfig({
  name: 'mf_posts',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: { './routes': './src/routes.tsx' },
  port: 3001,
});
