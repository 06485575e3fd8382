import type { ReactNode } from 'react';
import { SmartLink } from '@site/shared/ui';

export interface AppLinkProps {
  to: string;
  children: ReactNode;
  /** The parcel's host navigation: the auth parcel has no router of its own, so its links call the shell. */
  navigate?: (to: string) => void;
}

/** An in-site link that works both inside the shell's router and inside the auth parcel. */
export function AppLink({ to, children, navigate }: AppLinkProps) {
  if (!navigate) return <SmartLink to={to}>{children}</SmartLink>;
  return (
    <a
      href={to}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
