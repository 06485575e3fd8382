import type { ReactNode } from 'react';
import { Button, Form, Typography, type FormInstance } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { formFieldErrors } from '../../components/form-errors';
import '../../components/texts';
import './texts';

type SaveResult = { error: unknown } | { data: unknown };

export interface SettingsFormProps<T extends object> {
  /** The group as GET answered it; the form starts from it. */
  data: T | undefined;
  /** PUT with the form's values (after `toBody`); field errors come back onto the form's fields. */
  save: (body: T) => Promise<SaveResult>;
  saving: boolean;
  /** The page's test id: `<id>-form` and `<id>-save`. */
  id: string;
  /** A line above the fields, saying what the group changes for members. */
  intro?: string;
  /** The form's values as the body to send (list fields edited as text, for example). */
  toBody?: (values: T) => T;
  /** The form's values from the data (the inverse of toBody). */
  toValues?: (data: T) => T;
  children: ReactNode | ((form: FormInstance<T>) => ReactNode);
  /** Buttons next to Save. */
  extra?: ReactNode;
  form?: FormInstance<T>;
}

/**
 * One admin settings page: the group's GET fills a vertical antd form; Save sends PUT and says 'Update successful.'
 * or puts the server's field errors on their fields (the baseQuery shows any other error).
 */
export function SettingsForm<T extends object>({ data, save, saving, id, intro, toBody, toValues, children, extra, form: given }: SettingsFormProps<T>) {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const [own] = Form.useForm<T>();
  const form = given ?? own;
  if (!data) return <DelayedSkeleton />;

  const onFinish = async (values: T) => {
    const result = await save(toBody ? toBody(values) : values);
    if ('error' in result) form.setFields(formFieldErrors(result.error) as Parameters<typeof form.setFields>[0]);
    else dispatch(pushToast({ type: 'success', msg: t('common:toast.update_success') }));
  };

  return (
    <Form<T>
      form={form}
      layout="vertical"
      initialValues={toValues ? toValues(data) : data}
      onFinish={(v) => void onFinish(v)}
      data-testid={`${id}-form`}
      style={{ maxWidth: 720 }}
    >
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      {typeof children === 'function' ? children(form) : children}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid={`${id}-save`}>
          {t('site_settings.save')}
        </Button>
        {extra}
      </Form.Item>
    </Form>
  );
}
