import { useEffect, useState } from 'react';

/**
 * True once the browser has painted a frame showing `key` (after the next animation frame, in a task of its own):
 * a page renders what the visitor came for first, and the rest when this turns true. False while `key` is undefined,
 * and again for a new key until that one has painted.
 */
export function usePainted(key: string | undefined): boolean {
  const [painted, setPainted] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (key === undefined || painted === key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the timer's task comes after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(key), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, painted]);
  return key !== undefined && painted === key;
}
