import { useRef, useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { isApiError } from '@site/shared/api';
import type { ActionRecord, CaptchaAction, CaptchaFields } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { useLazyGetActionRecordQuery } from './captcha-api';
import { CaptchaField } from './captcha-field';
import './texts';

type Send = (fields: CaptchaFields) => Promise<unknown>;
interface Pending {
  send: Send;
  resolve: (sent: boolean) => void;
  reject: (err: unknown) => void;
}

/**
 * The captcha modal for one-button actions (resend the activation mail): `run(send)` asks the server whether the
 * action needs a captcha; if not it sends at once, else it opens the modal and sends with the typed code. A wrong
 * code (captcha_code field error) keeps the modal open with a fresh image. Resolves true once sent, false when the
 * user closes the modal; other failures reject.
 */
export function useCaptchaModal(action: CaptchaAction) {
  const { t } = useTranslation(['users', 'common']);
  const [fetchRecord] = useLazyGetActionRecordQuery();
  const [record, setRecord] = useState<ActionRecord | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pending = useRef<Pending | null>(null);
  const [form] = Form.useForm<{ captcha_code: string }>();

  const fresh = async () => {
    form.setFieldValue('captcha_code', undefined);
    setRecord(await fetchRecord({ action }).unwrap());
  };

  const run = async (send: Send): Promise<boolean> => {
    const first = await fetchRecord({ action }).unwrap();
    if (!first.verify) {
      await send({});
      return true;
    }
    setError(undefined);
    form.resetFields();
    setRecord(first);
    return new Promise<boolean>((resolve, reject) => {
      pending.current = { send, resolve, reject };
    });
  };

  const finish = (outcome: { sent: boolean } | { err: unknown }) => {
    const p = pending.current;
    pending.current = null;
    setRecord(null);
    if (!p) return;
    if ('err' in outcome) p.reject(outcome.err);
    else p.resolve(outcome.sent);
  };

  const onSubmit = async ({ captcha_code }: { captcha_code: string }) => {
    const p = pending.current;
    if (!p || !record) return;
    setBusy(true);
    try {
      await p.send({ captcha_id: record.captcha_id, captcha_code });
      finish({ sent: true });
    } catch (err) {
      const wrongCode = isApiError(err) ? err.fieldErrors?.captcha_code : undefined;
      if (wrongCode === undefined) finish({ err });
      else {
        // Spec section 4: a captcha_code error refreshes the captcha and shows it again.
        setError(wrongCode);
        await fresh().catch((e: unknown) => finish({ err: e }));
      }
    } finally {
      setBusy(false);
    }
  };

  const modal = (
    <Modal
      open={record !== null}
      title={t('users.captcha.title')}
      okText={t('users.captcha.submit')}
      cancelText={t('dialog.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => finish({ sent: false })}
      forceRender
    >
      {error && <Alert type="error" title={error} style={{ marginBottom: 12 }} showIcon />}
      <Form form={form} layout="vertical" onFinish={(v) => void onSubmit(v)} requiredMark={false}>
        {record && <CaptchaField image={record.captcha_img} onRefresh={() => void fresh()} />}
      </Form>
    </Modal>
  );
  return { run, modal };
}
