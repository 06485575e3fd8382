import { http } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.js';
import { anyOrigin } from './handlers/paths.js';
import { resetMockState } from './state.js';

/** The msw server for jest (Node), with every default handler. */
export const mockServer = setupServer(...handlers);

/**
 * Wires `mockServer` into jest: listen before all (unhandled requests fail), reset handler overrides and mock state
 * after each test, close after all. Call once at the top level of a test file.
 */
export function setupMockServer(): typeof mockServer {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mockServer.resetHandlers();
    resetMockState();
  });
  afterAll(() => mockServer.close());
  return mockServer;
}

/** Records the JSON bodies a page sends to a path; the default handler (or a test's override) still answers. */
export function recordJson(method: 'post' | 'put' | 'delete', path: string, server: typeof mockServer = mockServer): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](anyOrigin(path), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

export { http, HttpResponse, delay } from 'msw';
export * from './index.js';
