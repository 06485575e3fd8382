// The swappable login: the manifest names a remote + module exposing single-spa parcel lifecycles, mounted here
// as its own React root and unmounted when the user leaves the page.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
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
          setAttempt((a) => a + 1);
        }}
      />
    );
  }
  return <div data-testid="slot-auth" ref={host} />;
}
