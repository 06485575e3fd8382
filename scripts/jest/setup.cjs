// Runs after the test framework in every front-end package's jest run.
require('@testing-library/jest-dom');

// antd (Grid, responsive observers) calls window.matchMedia, which jsdom does not implement.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    }),
  });
}

// antd measures scrollbars through getComputedStyle with pseudo elements; jsdom logs "Not implemented" otherwise.
if (typeof window !== 'undefined') {
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt, pseudo) => original(elt, pseudo ? undefined : pseudo);
}

// msw lifecycle: `useMockServer()` from `@site/mock-server/node` (or `useMswServer(server)` from ./msw-lifecycle.cjs
// for a hand-made server) wires listen/reset/close in a test file.
