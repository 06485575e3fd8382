import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.js';
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

export { http, HttpResponse, delay } from 'msw';
export * from './index.js';
