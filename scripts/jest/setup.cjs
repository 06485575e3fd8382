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

// antd's Tabs, Segmented and Steps observe their size; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

// antd's Select/Steps schedule work through MessageChannel, which jest-fixed-jsdom does not expose.
// A timer-based pair of ports keeps the test process free of open message ports.
function fakePort() {
  const port = {
    other: undefined,
    onmessage: null,
    postMessage(data) {
      setTimeout(() => port.other?.onmessage?.({ data }), 0);
    },
    close() {},
    start() {},
  };
  return port;
}
class FakeMessageChannel {
  constructor() {
    this.port1 = fakePort();
    this.port2 = fakePort();
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: FakeMessageChannel });

// msw lifecycle: `setupMockServer()` from `@site/mock-server/node` wires listen/reset/close in a test file.
