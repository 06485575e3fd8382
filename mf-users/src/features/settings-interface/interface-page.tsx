import { Button, Form, Radio, Select } from 'antd';
import { useGetLanguageOptionsQuery } from '@site/shared/api';
import type { UpdateUserInterfaceBody } from '@site/shared/contract';
import { i18n, useTranslation } from '@site/shared/i18n';
import { applyAppearance, COLOR_SCHEMES, DEFAULT_USER_LANGUAGE, pushToast, selectUser, useAppDispatch, useAppSelector, type ColorScheme } from '@site/shared/store';
import { useUpdateUserInterfaceMutation } from './interface-api';
import '../../components/texts';
import './texts';

interface Values {
  language: string;
  color_scheme: ColorScheme;
}

const isScheme = (v: string | undefined): v is ColorScheme => (COLOR_SCHEMES as readonly string[]).includes(v ?? '');

/**
 * /users/settings/interface: language ('Default' follows the site) and colour scheme. Saved with PUT user/interface
 * and applied at once: the i18n language switches and the shell re-themes from the store.
 */
export function InterfacePage() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { data: languages = [] } = useGetLanguageOptionsQuery();
  const [save, { isLoading }] = useUpdateUserInterfaceMutation();
  const initial: Values = {
    language: user?.language || DEFAULT_USER_LANGUAGE,
    color_scheme: isScheme(user?.color_scheme) ? user.color_scheme : 'default',
  };

  const onFinish = async (values: Values) => {
    const body: UpdateUserInterfaceBody = values;
    const result = await save(body);
    if ('error' in result) return; // shown by the baseQuery
    await dispatch(applyAppearance(values));
    // After the switch and through the instance (this render's `t` is bound to the old language), so the toast
    // speaks the language just chosen.
    dispatch(pushToast({ type: 'success', msg: i18n.t('toast.update_success') }));
  };

  return (
    <Form<Values> layout="vertical" initialValues={initial} onFinish={(v) => void onFinish(v)} data-testid="interface-form" style={{ maxWidth: 420 }}>
      <Form.Item name="language" label={t('settings.interface.language')}>
        <Select
          options={[{ label: t('settings.interface.language_default'), value: DEFAULT_USER_LANGUAGE }, ...languages]}
          aria-label={t('settings.interface.language')}
        />
      </Form.Item>
      <Form.Item name="color_scheme" label={t('settings.interface.color_scheme')}>
        <Radio.Group>
          {COLOR_SCHEMES.map((s) => (
            <Radio.Button key={s} value={s}>
              {t(`settings.interface.scheme_${s}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
