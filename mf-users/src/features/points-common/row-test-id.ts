import type { HTMLAttributes } from 'react';

/** antd Table's `onRow` giving every row one test id (antd's row props type has no room for data attributes). */
export const rowTestId = (id: string) => () => ({ 'data-testid': id }) as HTMLAttributes<HTMLElement>;
