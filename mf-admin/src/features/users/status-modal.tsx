import { useState } from 'react';
import { Form, Modal, Radio, Select, Space, Typography, type ButtonProps } from 'antd';
import { SUSPEND_DURATIONS, type AdminUserItem, type UpdateUserStatusBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import './texts';

type Status = AdminUserItem['status'];
type Duration = (typeof SUSPEND_DURATIONS)[number];
const STATUSES: Status[] = ['normal', 'suspended', 'inactive', 'deleted'];

export interface StatusModalProps {
  user: Pick<AdminUserItem, 'status'>;
  busy: boolean;
  /** Normal, suspended (with its duration) or inactive; 'deleted' goes on to the delete modal instead. */
  onSubmit: (change: Omit<UpdateUserStatusBody, 'user_id'>) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** Answer's change-status modal: a status, and for a suspension how long it lasts (spec: an end time or permanent). */
export function StatusModal({ user, busy, onSubmit, onDelete, onClose }: StatusModalProps) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<Status>(user.status === 'deleted' ? 'normal' : user.status);
  const [duration, setDuration] = useState<Duration>('forever');
  const submit = () => {
    if (status === 'deleted') onDelete();
    else onSubmit(status === 'suspended' ? { status, suspend_duration: duration } : { status });
  };
  return (
    <Modal
      open
      title={t('status_modal.title')}
      okText={t('modal.submit')}
      cancelText={t('modal.cancel')}
      okButtonProps={{ loading: busy, disabled: status === user.status && status !== 'suspended', 'data-testid': 'status-submit' } as ButtonProps}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group value={status} onChange={(e) => setStatus(e.target.value as Status)} data-testid="status-choice">
        <Space orientation="vertical">
          {STATUSES.map((s) => (
            <Radio key={s} value={s}>
              {t(`users.status.${s}`)}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {t(`status_modal.${s}_help`)}
              </Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {status === 'suspended' && (
        <Form layout="vertical" style={{ marginTop: 16 }} component="div">
          <Form.Item label={t('status_modal.duration')} htmlFor="suspend-duration">
            <Select<Duration>
              id="suspend-duration"
              value={duration}
              onChange={setDuration}
              options={SUSPEND_DURATIONS.map((d) => ({ value: d, label: t(`duration.${d}`) }))}
              style={{ width: 220 }}
              data-testid="suspend-duration"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
