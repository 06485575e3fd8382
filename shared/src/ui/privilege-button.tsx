import { Button, Tooltip, type ButtonProps } from 'antd';
import { usePrivilege, type PageAction } from '../api/use-privilege.js';

/** `action` null: nothing to check (withdrawing one's own vote needs no privilege). */
type Props = ButtonProps & { action: PageAction | null; 'data-testid'?: string };

/**
 * A button the member's reputation may not allow yet: disabled, with a tooltip saying the reputation needed (a
 * disabled button gets no pointer events, so the tooltip sits on a wrapper that carries the text for screen readers
 * too).
 */
export function PrivilegeButton({ action, disabled, ...props }: Props) {
  const { allowed, tip } = usePrivilege(action);
  const button = <Button {...props} disabled={disabled || !allowed} data-refused={allowed ? undefined : 'true'} title={allowed ? props.title : tip} />;
  if (allowed) return button;
  return (
    <Tooltip title={tip}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
    </Tooltip>
  );
}
