// antd's Tabs, Segmented and Steps observe their size; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

// antd's Select/Steps schedule work through MessageChannel, which jest-fixed-jsdom does not expose.
// A timer-based pair of ports keeps the test process free of open message ports.
interface FakePort {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(data: unknown): void;
  close(): void;
  start(): void;
}
function fakePort(): FakePort & { other?: FakePort } {
  const port: FakePort & { other?: FakePort } = {
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
  port1 = fakePort();
  port2 = fakePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: FakeMessageChannel });
