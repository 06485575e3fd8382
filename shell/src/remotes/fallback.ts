// A version of a remote that cannot be loaded for this visitor (after the loader's retries) gives way to the last
// good version the manifest names for it (`fallback`: the active version for a canary's visitor, the one before a
// fresh deploy for everyone else); the failure is reported, so the operator sees it and can roll back.
import { endpoints, type FrontendReportBody } from '@site/shared/contract';
import { switchToFallback } from './manifest';

/** Tells the server (POST frontend/remote-report); a report that cannot be sent is let go. */
function report(body: FrontendReportBody): void {
  try {
    void fetch(new URL(endpoints.reportFrontendRemote.path, window.location.href).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // the page goes on with the fallback either way
  }
}

/**
 * `load(id)`, and when it fails for a remote that has a fallback: the remote is pointed at its fallback for the rest
 * of this page, the failure reported, and `load(id)` tried once more (its own retries included).
 */
export async function withFallback<T>(id: string, load: (id: string) => Promise<T>): Promise<T> {
  try {
    return await load(id);
  } catch (err) {
    const remote = id.split('/')[0]!;
    const failed = switchToFallback(remote);
    if (!failed) throw err;
    report({
      kind: 'load_failure',
      remote,
      ...(failed.version ? { version: failed.version } : {}),
      module: id,
      // What was done first: the loader's error (the federation runtime's are long) is cut to the field's length.
      message: `${failed.entry} failed, fell back to ${failed.fallback}: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500),
    });
    return load(id);
  }
}
