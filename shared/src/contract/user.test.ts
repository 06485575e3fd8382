import { en_US, zh_CN } from '../locales/index.js';
import { endpoints } from './endpoints.js';
import { loginByEmailBodySchema } from './user.js';

const messagesOf = (body: unknown) => {
  const parsed = loginByEmailBodySchema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

test('an e-mail login takes the address trimmed, the password as typed, captcha fields optional', () => {
  expect(loginByEmailBodySchema.parse({ e_mail: ' alice@example.com ', pass: ' secret12 ' })).toEqual({
    e_mail: 'alice@example.com',
    pass: ' secret12 ',
  });
  expect(() => loginByEmailBodySchema.parse({ e_mail: 'a@b.co', pass: 'x', captcha_id: 'c1', captcha_code: '1234' })).not.toThrow();
});

test('a bad address or an empty password is refused with message keys both catalogues translate', () => {
  const messages = messagesOf({ e_mail: 'not-an-address', pass: '' });
  expect(messages).toEqual({ e_mail: 'error.email.invalid', pass: 'error.validation.required' });
  expect(messagesOf({ e_mail: 'a@b.co', pass: 'x'.repeat(33) })).toEqual({ pass: 'error.password.length' });
  for (const key of Object.values(messages)) {
    expect(en_US).toHaveProperty([key]);
    expect(zh_CN).toHaveProperty([key]);
  }
});

test('login and logout are registered under their Answer paths', () => {
  expect(endpoints.loginByEmail).toMatchObject({ method: 'POST', path: '/answer/api/v1/user/login/email' });
  expect(endpoints.logout).toMatchObject({ method: 'GET', path: '/answer/api/v1/user/logout' });
  expect(endpoints.logout.response.parse(null)).toBeNull();
});
