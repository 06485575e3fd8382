import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';

/** Skeleton delay (spec section 9: 1000 ms): fast pages never flash a placeholder. */
export const SKELETON_DELAY_MS = 1000;

export interface DelayedSkeletonProps {
  delayMs?: number;
  rows?: number;
  avatar?: boolean;
}

/** A loading placeholder that appears only after the delay. */
export function DelayedSkeleton({ delayMs = SKELETON_DELAY_MS, rows = 4, avatar = false }: DelayedSkeletonProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div data-testid="delayed-skeleton" aria-busy="true">
      <Skeleton active avatar={avatar} paragraph={{ rows }} />
    </div>
  );
}
