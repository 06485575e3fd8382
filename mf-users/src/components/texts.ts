import { addBundle } from '@site/shared/i18n';

// Texts of the shared account pieces (captcha, third-party login buttons, the email and password fields, the
// settings' Save button and the links several flows end on), namespace `users`.
addBundle('users', 'en_US', {
  'users.login.email': 'Email',
  'users.login.password': 'Password',
  'users.login.submit': 'Log in',
  'users.login.with': 'Log in with {{name}}',
  'users.captcha.label': 'Verification code',
  'users.captcha.refresh': 'Show another code',
  'users.captcha.image': 'Verification code image',
  'users.captcha.title': 'Verify you are human',
  'users.captcha.submit': 'Verify',
  'users.activation.to_settings': 'Go to your settings',
  'users.activation.failed_title': 'This link no longer works',
  'settings.save': 'Save',
});
addBundle('users', 'zh_CN', {
  'users.login.email': '邮箱',
  'users.login.password': '密码',
  'users.login.submit': '登录',
  'users.login.with': '使用 {{name}} 登录',
  'users.captcha.label': '验证码',
  'users.captcha.refresh': '换一张',
  'users.captcha.image': '验证码图片',
  'users.captcha.title': '安全验证',
  'users.captcha.submit': '验证',
  'users.activation.to_settings': '前往设置',
  'users.activation.failed_title': '此链接已失效',
  'settings.save': '保存',
});
