// Every schema that takes an address someone will store: the longest address mail allows fits the column
// (users.e_mail is varchar(255)); a longer one is refused as invalid, not left for the database to fail on.
import { baseInfoSchema, EMAIL_MAX } from './install.js';
import { emailChangeCodeBodySchema, passwordResetBodySchema, registerByEmailBodySchema } from './account.js';
import { connectorBindingEmailBodySchema } from './connector.js';

const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const SCHEMAS = [
  ['sign-up', registerByEmailBodySchema, 'e_mail', { name: 'alice', pass: 'secret-pass-1' }],
  ['password reset', passwordResetBodySchema, 'e_mail', {}],
  ['email change', emailChangeCodeBodySchema, 'e_mail', {}],
  ['third-party login email', connectorBindingEmailBodySchema, 'email', { binding_key: 'k' }],
  ['install: admin email', baseInfoSchema, 'email', { site_name: 'S', site_url: 'https://s.example', contact_email: 'c@s.example', name: 'admin', password: 'secret-pass-1' }],
  ['install: contact email', baseInfoSchema, 'contact_email', { site_name: 'S', site_url: 'https://s.example', email: 'a@s.example', name: 'admin', password: 'secret-pass-1' }],
] as const;

test.each(SCHEMAS)('%s: an address up to the longest mail allows, not one character more', (_what, schema, field, rest) => {
  const messages = (length: number) => {
    const parsed = schema.safeParse({ ...rest, [field]: address(length) });
    return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
  };
  expect(EMAIL_MAX).toBeLessThanOrEqual(255);
  expect(messages(EMAIL_MAX)).toEqual([]);
  expect(messages(EMAIL_MAX + 1)).toEqual(['error.email.invalid']);
});
