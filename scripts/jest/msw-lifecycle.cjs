/**
 * Wires an msw `setupServer` instance into jest's lifecycle: listen before all tests (unhandled requests fail the
 * test), reset per-test handler overrides after each, close after all. Call at the top level of a test file.
 */
function useMswServer(server, { onUnhandledRequest = 'error', onReset } = {}) {
  beforeAll(() => server.listen({ onUnhandledRequest }));
  afterEach(() => {
    server.resetHandlers();
    if (onReset) onReset();
  });
  afterAll(() => server.close());
  return server;
}

module.exports = { useMswServer };
