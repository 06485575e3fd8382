import { addBundle } from '@site/shared/i18n';

// The login page's texts (namespace `users`); its email and password fields use the shared ones in components/texts.
addBundle('users', 'en_US', {
  'users.login.title': 'Log in',
  'users.login.forgot': 'Forgot password?',
  'users.login.no_account': "Don't have an account?",
  'users.login.sign_up': 'Sign up',
});
addBundle('users', 'zh_CN', {
  'users.login.title': '登录',
  'users.login.forgot': '忘记密码？',
  'users.login.no_account': '还没有账号？',
  'users.login.sign_up': '注册',
});
