import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Result, Spin } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { useTokenLogin } from '../../components/token-login';
import './texts';

/**
 * /users/auth-landing?access_token=... (spec section 4, token login): where a third-party or provider login lands.
 * The token is stored, its user fetched, then the inactive page, the saved address or home; no token: home.
 */
export function AuthLandingPage() {
  const { t } = useTranslation(['users', 'common']);
  const [params] = useSearchParams();
  const token = params.get('access_token') ?? '';
  const navigate = useNavigate();
  const tokenLogin = useTokenLogin();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // replace: the token must not stay in the history.
    if (!token) navigate('/', { replace: true });
    else void tokenLogin(token).then((to) => navigate(to, { replace: true }));
  }, [token, tokenLogin, navigate]);

  return <Result icon={<Spin />} title={t('users.auth_landing.working')} />;
}
