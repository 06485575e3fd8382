import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/** A link that uses client routing inside a router and a plain anchor outside one (e.g. a parcel's error state). */
export function SmartLink({ to, children, onClick }: { to: string; children: ReactNode; onClick?: () => void }) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Link to={to} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}
