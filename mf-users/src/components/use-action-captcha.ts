import type { FormInstance } from 'antd';
import type { CaptchaAction, CaptchaFields } from '@site/shared/contract';
import { useGetActionRecordQuery } from './captcha-api';

/**
 * The captcha of a form that shows it inline (login, sign-up, recovery, change email). The server decides when the
 * action needs one (GET user/action/record); a shown captcha is single-use, so every failed submit calls `refresh`.
 */
export function useActionCaptcha(action: CaptchaAction, form: FormInstance) {
  const { data, refetch } = useGetActionRecordQuery({ action }, { refetchOnMountOrArgChange: true });
  const captcha = data?.verify ? data : null;
  const refresh = async () => {
    form.setFieldValue('captcha_code', undefined);
    await refetch();
  };
  /** The captcha fields to send with the request (none when no captcha is shown). */
  const fields = (code: string | undefined): CaptchaFields =>
    captcha ? { captcha_id: captcha.captcha_id, captcha_code: code ?? '' } : {};
  return { captcha, refresh, fields };
}
