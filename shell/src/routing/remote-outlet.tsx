import { useLocation } from 'react-router-dom';
import { DelayedSkeleton } from '@site/shared/ui';
import { RemoteSlot } from '../remotes/remote-slot';
import { SlotFallback } from '../remotes/slot-fallback';
import { useRouteOwner } from '../remotes/use-route-owner';
import { PluginRouteOrNotFound } from './plugin-route';

/**
 * Renders the remote that owns the address (the route table the manifest carries); an address no remote owns is a
 * route plugin's page or the 404 page.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const owner = useRouteOwner(pathname);
  switch (owner.kind) {
    case 'remote':
      return <RemoteSlot key={owner.name} name={owner.name} />;
    case 'none':
      return <PluginRouteOrNotFound />;
    case 'pending':
      return <DelayedSkeleton />;
    case 'unreachable':
      return <SlotFallback name={owner.name} onRetry={owner.retry} />;
  }
}
