// The swappable login: the manifest names a remote + module exposing single-spa parcel lifecycles, mounted here
// as its own React root and unmounted when the user leaves the page.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { DelayedSkeleton } from '@site/shared/ui';
import { loadManifest } from '../remotes/manifest';
import { loadRemoteModule } from '../remotes/loader';
import { SlotFallback } from '../remotes/slot-fallback';

type ParcelModule = ParcelConfig & { default?: ParcelConfig };

/** Props every auth parcel receives; they do not depend on the shell's React tree. */
export interface AuthSlotProps {
  navigate: (to: string) => void;
}

export function AuthSlot() {
  const host = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [remote, setRemote] = useState<string>('mf_users');
  // Until the parcel has mounted the slot is empty: the skeleton shows if that takes more than a second.
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    let parcel: Parcel | null = null;
    let cancelled = false;
    (async () => {
      const manifest = await loadManifest();
      const { remote: name, module } = manifest.auth;
      setRemote(name);
      const mod = await loadRemoteModule<ParcelModule>(`${name}/${module.replace(/^\.\//, '')}`);
      if (cancelled || !host.current) return;
      const config = mod.default ?? mod;
      const props: AuthSlotProps = { navigate: (to) => navigate(to) };
      parcel = mountRootParcel(config, { domElement: host.current, ...props });
      await parcel.mountPromise;
      if (!cancelled) setMounted(true);
    })().catch((err: unknown) => {
      if (!cancelled) setFailed(err instanceof Error ? err.message : String(err));
    });
    return () => {
      cancelled = true;
      // Unmount after mounting finishes, so a quick leave does not leave a half-mounted React root behind.
      const mounted = parcel;
      if (mounted) void mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [navigate, attempt]);

  if (failed) {
    return (
      <SlotFallback
        name={remote}
        onRetry={() => {
          setFailed(null);
          setMounted(false);
          setAttempt((a) => a + 1);
        }}
      />
    );
  }
  return (
    <>
      <div data-testid="slot-auth" ref={host} />
      {!mounted && <DelayedSkeleton />}
    </>
  );
}
