/** msw path for a contract path, matching any origin (jsdom's, an absolute API base URL, or Node's). */
export const anyOrigin = (path: string) => `*${path}`;
