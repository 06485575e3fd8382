// Runs after the test framework in every front-end package's jest run.
require('@testing-library/jest-dom');

// findBy and waitFor give up after 1 s by default. npm test runs the front end's suites beside the server's on two
// cores, where a lazily loaded dialog or page can take longer than that to mount: wait up to 3 s (a test still fails
// when what it waits for never comes).
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });

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

// antd's CSS-in-JS writes about 330 KB of rules into <head>. jsdom matches every rule on each getComputedStyle call
// (about 30 ms per element), and user-event checks pointer-events on the target and all its ancestors for every
// pointer event, so one click on a settings switch took 3 s and a busy CI machine ran tests past their timeout.
// Component tests assert roles, names and text, never antd's theme, so its sheets are marked as a type jsdom does not
// parse (rc-util tags them with data-rc-order); they stay in <head>, where antd looks for them again.
if (typeof document !== 'undefined') {
  const inert = (node) => {
    if (node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order')) node.setAttribute('type', 'text/x-antd-unparsed');
    return node;
  };
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function appendStyleInert(node) {
    return appendChild.call(this, inert(node));
  };
  Node.prototype.insertBefore = function insertStyleInert(node, child) {
    return insertBefore.call(this, inert(node), child);
  };
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
