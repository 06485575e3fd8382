import { useLocation } from 'react-router-dom';
import { ErrorPage } from '@site/shared/ui';
import { RemoteSlot } from '../remotes/remote-slot';
import { remoteForPath } from '../remotes/route-table';

/** Renders the remote that owns the address (route table in interfaces.md); unknown addresses are a 404. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const name = remoteForPath(pathname);
  if (!name) return <ErrorPage code="404" />;
  return <RemoteSlot key={name} name={name} />;
}
