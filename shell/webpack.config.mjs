import { fileURLToPath } from 'node:url';
import { createConfig } from '../scripts/webpack/index.mjs';

export default createConfig({ name: 'shell', dir: fileURLToPath(new URL('.', import.meta.url)), isHost: true, port: 3000 });
