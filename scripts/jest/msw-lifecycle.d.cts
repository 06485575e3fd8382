export function useMswServer<S extends { listen(o?: object): void; resetHandlers(): void; close(): void }>(
  server: S,
  options?: { onUnhandledRequest?: 'error' | 'warn' | 'bypass'; onReset?: () => void },
): S;
