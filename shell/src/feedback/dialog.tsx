import { Modal } from 'antd';
import { selectDialog, uiSlice, useAppDispatch, useAppSelector } from '@site/shared/store';
import { useTranslation } from '@site/shared/i18n';

/** The one dialog the baseQuery opens (400 with err_type modal, or 400 with empty data). */
export function Dialog() {
  const dialog = useAppSelector(selectDialog);
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const close = () => dispatch(uiSlice.actions.closeDialog());
  return (
    <Modal
      title={dialog?.kind === 'confirm' ? t('dialog.confirm_title') : undefined}
      cancelText={t('dialog.cancel')}
      open={!!dialog}
      onOk={close}
      onCancel={close}
      okText={t('dialog.ok')}
      footer={dialog?.kind === 'confirm' ? undefined : null}
      closable
    >
      <p data-testid="dialog-message">{dialog?.msg}</p>
    </Modal>
  );
}
