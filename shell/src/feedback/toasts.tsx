import { useEffect } from 'react';
import { Alert } from 'antd';
import { TOAST_AUTO_HIDE_MS, selectToasts, uiSlice, useAppDispatch, useAppSelector } from '@site/shared/store';


function Toast({ id, type, msg }: { id: string; type: string; msg: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(uiSlice.actions.dismissToast(id)), TOAST_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, id]);
  return (
    <Alert
      role="alert"
      data-testid="toast"
      type={type === 'danger' ? 'error' : type === 'success' ? 'success' : 'info'}
      title={msg}
      closable={{ onClose: () => dispatch(uiSlice.actions.dismissToast(id)) }}
      showIcon
    />
  );
}

/** The toast stack (top centre) fed by the ui slice; any remote or the baseQuery can push a toast. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  if (!toasts.length) return null;
  return (
    <div
      className="toasts"
      // Never wider than a phone's screen.
      style={{ position: 'fixed', top: 72, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, display: 'grid', gap: 8, minWidth: 'min(320px, calc(100vw - 24px))', maxWidth: 'calc(100vw - 24px)' }}
    >
      {toasts.map((t) => (
        <Toast key={t.id} id={t.id} type={t.type} msg={t.msg} />
      ))}
    </div>
  );
}
