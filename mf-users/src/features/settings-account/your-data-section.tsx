import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { api, errorMessage } from '@site/shared/api';
import type { LoggedUser } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { clearUser, endingSession, pushToast, useAppDispatch } from '@site/shared/store';
import { applyServerErrors } from '../../components/form-rules';
import { useDeleteAccountMutation, useLazyExportAccountDataQuery, useMailAccountDeletionMutation } from './account-api';
import './your-data-texts';

/** Saves `data` as a JSON file through the browser's download. */
function saveJson(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface DeleteValues {
  keep_content: boolean;
  password?: string;
}

/**
 * Deleting the account: what happens to the content (kept as a deleted user's, or removed), then the password — or,
 * for an account without one, a link mailed to its address. Refusals (a wrong password, points still to withdraw)
 * show in the dialog.
 */
function DeleteAccountDialog({ user, open, onClose, onDeleted }: { user: LoggedUser; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<DeleteValues>();
  const [remove, { isLoading: deleting }] = useDeleteAccountMutation();
  const [mail, { isLoading: mailing }] = useMailAccountDeletionMutation();
  const [message, setMessage] = useState<string>();
  const [mailed, setMailed] = useState(false);
  const dispatch = useAppDispatch();

  const onFinish = async (values: DeleteValues) => {
    setMessage(undefined);
    try {
      if (user.have_password) {
        // Calls in flight when the server deletes the account (the badge's poll) are refused: that is this end.
        dispatch(endingSession(true));
        await remove({ password: values.password ?? '', keep_content: values.keep_content }).unwrap();
        onDeleted();
      } else {
        await mail({ keep_content: values.keep_content }).unwrap();
        setMailed(true);
      }
    } catch (err) {
      dispatch(endingSession(false));
      setMessage(applyServerErrors(form, err, ['password', 'keep_content'], t('toast.operation_failed')));
    }
  };

  return (
    <Modal open={open} title={t('data.delete_title')} onCancel={onClose} footer={null} destroyOnHidden data-testid="delete-account-dialog">
      {mailed ? (
        <Alert type="success" showIcon title={t('data.delete_mailed', { mail: user.e_mail })} data-testid="delete-account-mailed" />
      ) : (
        <Form<DeleteValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)} initialValues={{ keep_content: true }}>
          <Typography.Paragraph>{t('data.delete_intro')}</Typography.Paragraph>
          {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} data-testid="delete-account-error" />}
          <Form.Item name="keep_content" label={t('data.content_choice')}>
            <Radio.Group>
              <Space orientation="vertical">
                <Radio value={true} data-testid="keep-content">
                  {t('data.keep_content')}
                </Radio>
                <Radio value={false} data-testid="remove-content">
                  {t('data.remove_content')}
                </Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
          {user.have_password ? (
            <Form.Item name="password" label={t('data.password')} rules={[{ required: true, message: t('errors:error.account.delete_password_required') }]}>
              <Input.Password autoComplete="current-password" data-testid="delete-account-password" />
            </Form.Item>
          ) : (
            <Typography.Paragraph type="secondary">{t('data.no_password', { mail: user.e_mail })}</Typography.Paragraph>
          )}
          <Space>
            <Button type="primary" danger htmlType="submit" loading={deleting || mailing} data-testid="delete-account-submit">
              {user.have_password ? t('data.delete_now') : t('data.send_link')}
            </Button>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}

/** Account settings: download everything the member put on the site, or delete the account. */
export function YourDataSection({ user }: { user: LoggedUser }) {
  const { t } = useTranslation(['users', 'common']);
  const [exportData, { isFetching }] = useLazyExportAccountDataQuery();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deleted = useRef(false);
  // The account is gone: home first, and the member forgotten once this page has left (were they forgotten while it
  // shows, the settings' login guard would send them to the login page instead).
  useEffect(
    () => () => {
      if (!deleted.current) return;
      dispatch(clearUser());
      dispatch(api.util.invalidateTags(['User']));
      dispatch(pushToast({ type: 'success', msg: t('data.deleted') }));
    },
    [dispatch, t],
  );
  const onDeleted = () => {
    deleted.current = true;
    navigate('/', { replace: true });
  };

  const download = async () => {
    setError(undefined);
    const result = await exportData();
    if (result.data) saveJson(`${user.username}-data.json`, result.data);
    else setError(errorMessage(result.error, t('toast.operation_failed')));
  };

  return (
    <section aria-label={t('data.title')} data-testid="your-data">
      <Typography.Title level={5}>{t('data.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('data.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Space wrap>
        <Button onClick={() => void download()} loading={isFetching} data-testid="download-data">
          {t('data.download')}
        </Button>
        <Button danger onClick={() => setDeleting(true)} data-testid="delete-account">
          {t('data.delete')}
        </Button>
      </Space>
      <DeleteAccountDialog user={user} open={deleting} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
    </section>
  );
}
