// A version of a remote that cannot be loaded for this visitor (after the loader's retries) gives way to the last
// good version the manifest names for it (`fallback`: the active version for a canary's visitor, the one before a
// fresh deploy for everyone else); the failure is reported, so the operator sees it and can roll back.
import { switchToFallback } from './manifest';

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
    const message = `${failed.entry} failed, fell back to ${failed.fallback}: ${err instanceof Error ? err.message : String(err)}`;
    // The reporter is fetched only now (its own chunk, off the first page); a report that cannot be sent changes
    // nothing on the page, whether its chunk or its request fails.
    void import(/* webpackChunkName: "remote-report" */ './remote-report').then(
      ({ reportRemoteOnce }) =>
        reportRemoteOnce({
          kind: 'load_failure',
          remote,
          ...(failed.version ? { version: failed.version } : {}),
          module: id,
          // What was done first, then the loader's error (cut to the field's length by the reporter).
          message,
        }),
      () => undefined,
    );
    return load(id);
  }
}
