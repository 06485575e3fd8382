import { addBundle } from '@site/shared/i18n';

// The login page's texts (namespace `users`); its email and password fields use the shared ones in components/texts.
addBundle('users', 'en_US', {
  'users.login.title': 'Log in',
  'users.login.forgot': 'Forgot password?',
  'users.login.no_account': "Don't have an account?",
  'users.login.sign_up': 'Sign up',
  'users.login.not_shown': 'The login form could not be shown. Reload the page to try again.',
});
addBundle('users', 'zh_CN', {
  'users.login.title': '登录',
  'users.login.forgot': '忘记密码？',
  'users.login.no_account': '还没有账号？',
  'users.login.sign_up': '注册',
  'users.login.not_shown': '无法显示登录表单，请刷新页面重试。',
});
