import { Button, Checkbox, Form, Input, Select, Switch } from 'antd';
import { isSecretField, type ConfigField } from '../contract/index.js';
import type { FormFieldError } from '../api/field-errors.js';

export interface PluginConfigFormProps {
  /** The declared fields with their values (GET plugin/config or user/plugin/config). */
  fields: ConfigField[];
  /** Saves the values; answers the server's field errors to show on the form (none when it saved or failed otherwise). */
  onSave(values: Record<string, unknown>): Promise<FormFieldError[]>;
  saving: boolean;
  /** The button's text, in the caller's catalogue. */
  submitLabel: string;
  testId?: string;
}

/** The control a field asks for (Answer's ConfigField types: input, password input, textarea, select, checkbox, switch). */
function control(f: ConfigField) {
  const placeholder = f.ui_options.placeholder;
  switch (f.type) {
    case 'textarea':
      return <Input.TextArea rows={Number(f.ui_options.rows) || 4} placeholder={placeholder} />;
    case 'select':
      return <Select options={f.options} placeholder={placeholder} allowClear={!f.required} />;
    case 'checkbox':
      return f.options.length > 0 ? <Checkbox.Group options={f.options} /> : <Checkbox>{f.ui_options.label ?? f.title}</Checkbox>;
    case 'switch':
      return <Switch />;
    case 'input':
      // A secret comes back as a placeholder: sending it unchanged keeps the stored one.
      return isSecretField(f) ? (
        <Input.Password autoComplete="new-password" placeholder={placeholder} />
      ) : (
        <Input type={f.ui_options.input_type || 'text'} placeholder={placeholder} />
      );
  }
}

const checked = (f: ConfigField) => f.type === 'switch' || (f.type === 'checkbox' && f.options.length === 0);

/**
 * A plugin's config form built from its declared fields (the admin's plugin page and a member's plugin settings).
 * Values are checked by the server; its field errors land on their fields. Remount it (key) for another plugin.
 */
export function PluginConfigForm({ fields, onSave, saving, submitLabel, testId }: PluginConfigFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const initialValues = Object.fromEntries(fields.map((f) => [f.name, f.value]));
  const onFinish = async (values: Record<string, unknown>) => {
    const problems = await onSave(values);
    if (problems.length > 0) form.setFields(problems);
  };
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void onFinish(v)} data-testid={testId} style={{ maxWidth: 640 }}>
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.type === 'checkbox' && f.options.length === 0 ? undefined : f.title}
          required={f.required}
          extra={f.description || undefined}
          valuePropName={checked(f) ? 'checked' : 'value'}
        >
          {control(f)}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}
