import { useLocation } from 'react-router-dom';
import { DelayedSkeleton, ErrorPage } from '@site/shared/ui';
import { RemoteSlot } from '../remotes/remote-slot';
import { SlotFallback } from '../remotes/slot-fallback';
import { useRouteOwner } from '../remotes/use-route-owner';

/** Renders the remote that owns the address (the route table the manifest carries); unknown addresses are a 404. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const owner = useRouteOwner(pathname);
  switch (owner.kind) {
    case 'remote':
      return <RemoteSlot key={owner.name} name={owner.name} />;
    case 'none':
      return <ErrorPage code="404" />;
    case 'pending':
      return <DelayedSkeleton />;
    case 'unreachable':
      return <SlotFallback name={owner.name} onRetry={owner.retry} />;
  }
}
