import type { ReactNode } from 'react';
import { Form, Modal, type ButtonProps, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { formFieldErrors } from '../../components/form-errors';
import './texts';

export interface FormModalProps<T> {
  title: string;
  form: FormInstance<T>;
  /** Sends the values: RTK Query's result, whose field errors land on the form's fields (the modal stays open). */
  send: (values: T) => Promise<{ error?: unknown }>;
  sending: boolean;
  submitTestId: string;
  onDone: () => void;
  onClose: () => void;
  initialValues?: FormProps<T>['initialValues'];
  /** Shown above the fields. */
  intro?: ReactNode;
  /** The fields (Form.Items). */
  children: ReactNode;
}

/** The admin's small form dialogs (add a user, edit a profile, set a password): Submit sends, a refusal marks its fields. */
export function FormModal<T extends object>({ title, form, send, sending, submitTestId, onDone, onClose, initialValues, intro, children }: FormModalProps<T>) {
  const { t } = useTranslation('admin');
  const submit = async (values: T) => {
    const result = await send(values);
    if ('error' in result && result.error !== undefined) {
      form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
      return;
    }
    onDone();
  };
  return (
    <Modal
      open
      title={title}
      okText={t('modal.submit')}
      cancelText={t('modal.cancel')}
      okButtonProps={{ loading: sending, 'data-testid': submitTestId } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {intro}
      <Form<T> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)}>
        {children}
      </Form>
    </Modal>
  );
}
