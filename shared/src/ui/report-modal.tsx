// The report (flag) modal: the reasons the server offers for the object, a text where the reason takes one, and the
// captcha when the server asks for it (spec sections 4, 5 and 8).
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { mapFieldErrors } from '../api/field-errors.js';
import { isApiError } from '../api/types.js';
import { useLazyGetActionRecordQuery } from '../api/api.js';
import { REPORT_CONTENT_MAX, REPORT_REASON_URL, type ActionRecord, type ReasonObjectType } from '../contract/index.js';
import { useTranslation } from '../i18n/index.js';
import { pushToast, selectLoginState, selectUser, useAppDispatch, useAppSelector } from '../store/index.js';
import { PrivilegeButton } from './privilege-button.js';
import { useAddReportMutation, useGetReasonsQuery } from './report-api.js';

export interface ReportModalProps {
  open: boolean;
  /** What is flagged: a post, an answer, a comment (their shared id space) or a member (their user id). */
  objectType: ReasonObjectType;
  objectId: string;
  onClose: () => void;
}

interface Values {
  report_type?: number;
  content?: string;
  captcha_code?: string;
}

/** The spec's type-60 rule, checked before sending: a URL whose origin is this site's. */
export function duplicateLinkProblem(text: string, origin: string): 'report.url_invalid' | 'report.url_origin_mismatch' | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'report.url_invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'report.url_invalid';
  return url.origin === origin ? null : 'report.url_origin_mismatch';
}

function ReportForm({ objectType, objectId, onClose }: Omit<ReportModalProps, 'open'>) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const { data: reasons, isLoading, isError } = useGetReasonsQuery({ object_type: objectType, action: 'flag' });
  const [fetchCaptcha] = useLazyGetActionRecordQuery();
  const [captcha, setCaptcha] = useState<ActionRecord | null>(null);
  const [report, { isLoading: sending }] = useAddReportMutation();
  const chosenType = Form.useWatch('report_type', form);
  const chosen = reasons?.find((r) => r.reason_type === chosenType);

  const refreshCaptcha = async () => {
    const record = await fetchCaptcha({ action: 'report' }).unwrap();
    form.setFieldValue('captcha_code', undefined);
    setCaptcha(record.verify ? record : null);
    return record;
  };

  const submit = async (values: Values) => {
    try {
      // The first submit asks whether a captcha is needed; when it is, the member answers it and submits again.
      if (!captcha) {
        const record = await refreshCaptcha();
        if (record.verify) return;
      }
      await report({
        source: objectType,
        object_id: objectId,
        report_type: values.report_type!,
        content: chosen?.have_content ? (values.content ?? '').trim() : '',
        ...(captcha ? { captcha_id: captcha.captcha_id, captcha_code: values.captcha_code ?? '' } : {}),
      }).unwrap();
      dispatch(pushToast({ type: 'success', msg: t('toast.flag_thanks') }));
      onClose();
    } catch (err) {
      if (!isApiError(err) || !err.fieldErrors) return onClose();
      const fields = mapFieldErrors(err);
      // Spec section 4: a captcha_code field error refreshes the captcha and shows it again.
      if (err.fieldErrors.captcha_code !== undefined) await refreshCaptcha().catch(() => undefined);
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  const contentRules = [
    { required: true, whitespace: true, message: t('report.content_required') },
    ...(chosen?.reason_type === REPORT_REASON_URL
      ? [
          {
            validator: async (_: unknown, value?: string) => {
              const problem = value?.trim() ? duplicateLinkProblem(value, window.location.origin) : null;
              if (problem) throw new Error(t(problem));
            },
          },
        ]
      : []),
  ];

  return (
    <>
      {isError && <Alert type="error" title={t('toast.operation_failed')} showIcon />}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="report-form" requiredMark={false}>
        <Form.Item name="report_type" label={t('report.hint')} rules={[{ required: true, message: t('report.reason_required') }]}>
          <Radio.Group disabled={isLoading}>
            <Space orientation="vertical">
              {(reasons ?? []).map((r) => (
                <Radio key={r.reason_type} value={r.reason_type} data-testid={`report-reason-${r.reason_type}`}>
                  <strong>{r.name}</strong>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {r.description}
                  </Typography.Paragraph>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {chosen?.have_content && (
          <Form.Item name="content" rules={contentRules}>
            {chosen.content_type === 'textarea' ? (
              <Input.TextArea data-testid="report-content" rows={3} maxLength={REPORT_CONTENT_MAX} placeholder={chosen.placeholder} />
            ) : (
              <Input data-testid="report-content" maxLength={REPORT_CONTENT_MAX} placeholder={chosen.placeholder} />
            )}
          </Form.Item>
        )}
        {captcha && (
          <Form.Item label={t('report.captcha_label')} required>
            <Space.Compact block>
              <Form.Item name="captcha_code" noStyle rules={[{ required: true, message: t('report.captcha_required') }]}>
                <Input autoComplete="off" data-testid="report-captcha-input" aria-label={t('report.captcha_label')} />
              </Form.Item>
              <Button onClick={() => void refreshCaptcha()} title={t('report.captcha_refresh')} style={{ padding: 0, height: 'auto' }}>
                <img src={captcha.captcha_img} alt={t('report.captcha_image')} data-testid="report-captcha-img" height={32} />
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
      </Form>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button type="primary" loading={sending} onClick={() => form.submit()} {...({ 'data-testid': 'report-submit' } as ButtonProps)}>
          {t('report.submit')}
        </Button>
      </Space>
    </>
  );
}

/** The report modal; its form (and captcha) start afresh each time it opens. */
export function ReportModal({ open, onClose, ...object }: ReportModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} title={t('report.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {open && <ReportForm {...object} onClose={onClose} />}
    </Modal>
  );
}

export interface ReportButtonProps {
  objectType: ReasonObjectType;
  objectId: string;
  /** Who wrote it (or who the profile is): members do not flag themselves. */
  authorId?: string;
  size?: ButtonProps['size'];
}

/**
 * A small "Flag" button opening the report modal for one object; shown to activated members other than its author,
 * disabled (with the reputation needed) while the privilege table does not let the member flag yet.
 */
export function ReportButton({ objectType, objectId, authorId, size = 'small' }: ReportButtonProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const { normal } = useAppSelector(selectLoginState);
  const viewerId = useAppSelector(selectUser)?.id;
  if (!normal || (authorId !== undefined && authorId === viewerId)) return null;
  return (
    <>
      <PrivilegeButton action="report.add" type="link" size={size} onClick={() => setOpen(true)} data-testid={`report-${objectType}-${objectId}`}>
        {t('report.flag')}
      </PrivilegeButton>
      <ReportModal open={open} objectType={objectType} objectId={objectId} onClose={() => setOpen(false)} />
    </>
  );
}
