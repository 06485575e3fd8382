import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, cannedAnswer, errorResponses, ok } from '@site/mock-server';
import { http, recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_SETTINGS_PATHS as P } from '../../components/admin-menu';

const server = setupMockServer();
const user = userEvent.setup({ applyAccept: false, delay: null });
const picked = (name: string, type: string, size = 64) => new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
const saved = () => screen.findByText('Update successful.');

test('general: the menu lists every settings page; the admin renames the site and the page sends all the fields', async () => {
  const sent = recordJson('put', endpoints.updateSiteGeneralSettings.path);
  renderAdmin(P.general);
  await screen.findByTestId('general-settings-form');
  const menu = screen.getByTestId('admin-menu');
  for (const name of ['General', 'Interface', 'Branding', 'SMTP', 'Legal', 'Write', 'SEO', 'Login', 'User settings', 'Privileges'])
    expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: 'General' })).toHaveClass('ant-menu-item-selected');

  const name = screen.getByTestId('general-name');
  await user.clear(name);
  await user.click(screen.getByTestId('general-settings-save'));
  expect(await screen.findByText('Site name cannot be empty.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(name, 'Bakers');
  await user.click(screen.getByTestId('general-settings-save'));
  await saved();
  expect(sent).toEqual([expect.objectContaining({ name: 'Bakers', site_url: expect.stringMatching(/^https?:/), contact_email: expect.stringContaining('@') })]);
});

test("general: the server's field errors land on their fields", async () => {
  server.use(cannedAnswer(endpoints.updateSiteGeneralSettings, () => errorResponses.fieldErrors([{ error_field: 'contact_email', error_msg: 'Email format is not valid.' }])));
  renderAdmin(P.general);
  await user.click(await screen.findByTestId('general-settings-save'));
  expect(await screen.findByText('Email format is not valid.')).toBeInTheDocument();
  expect(screen.queryByText('Update successful.')).not.toBeInTheDocument();
});

test('interface: the admin picks a time zone from the regional list and saves it', async () => {
  const sent = recordJson('put', endpoints.updateSiteInterfaceSettings.path);
  renderAdmin(P.interface);
  const zone = within(await screen.findByTestId('interface-time-zone')).getByRole('combobox');
  await user.click(zone);
  await user.type(zone, 'Asia/Shang');
  await user.click(await screen.findByTitle('Shanghai'));
  await user.click(screen.getByTestId('interface-settings-save'));
  await saved();
  expect(sent).toEqual([{ language: 'en_US', time_zone: 'Asia/Shanghai' }]);
});

test('branding: a logo is uploaded (source branding), previewed and saved; a file that is not an image is refused here', async () => {
  const LOGO = '/uploads/branding/0123456789abcdef0123456789abcdef.png';
  let source: unknown;
  server.use(
    http.post(anyOrigin(endpoints.uploadFile.path), async ({ request }) => {
      source = (await request.formData()).get('source');
      return ok(LOGO);
    }),
  );
  const sent = recordJson('put', endpoints.updateSiteBrandingSettings.path);
  renderAdmin(P.branding);
  await screen.findByTestId('branding-settings-form');
  await user.upload(screen.getByTestId('branding-logo-file'), picked('notes.txt', 'text/plain'));
  expect(await screen.findByRole('alert')).toHaveTextContent(/image/i);

  await user.upload(screen.getByTestId('branding-logo-file'), picked('logo.png', 'image/png'));
  const preview = await screen.findByTestId('branding-logo-preview');
  expect(preview.tagName === 'IMG' ? preview : preview.querySelector('img')).toHaveAttribute('src', LOGO);
  expect(source).toBe('branding');
  await user.click(screen.getByTestId('branding-settings-save'));
  await saved();
  expect(sent).toEqual([{ logo: LOGO, mobile_logo: '', square_icon: '', favicon: '' }]);
});

test('smtp: Save keeps the test recipient out; "Send a test mail" needs one and sends it with the settings', async () => {
  const sent = recordJson('put', endpoints.updateSmtpConfig.path);
  renderAdmin(P.smtp);
  await screen.findByTestId('smtp-settings-form');
  await user.click(screen.getByTestId('smtp-send-test'));
  expect(await screen.findByText('Enter the address to send the test mail to.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(screen.getByTestId('smtp-test-recipient'), 'me@example.com');
  await user.click(screen.getByTestId('smtp-send-test'));
  expect(await screen.findByText('Sent successfully.')).toBeInTheDocument();
  expect(sent).toEqual([expect.objectContaining({ smtp_host: 'smtp.example.com', smtp_port: 587, test_email_recipient: 'me@example.com' })]);

  const port = screen.getByTestId('smtp-port');
  await user.clear(port);
  await user.type(port, '70000');
  await user.click(screen.getByTestId('smtp-settings-save'));
  expect(await screen.findByText('SMTP port must be between 1 and 65535.')).toBeInTheDocument();
  await user.clear(port);
  await user.type(port, '2525');
  await user.click(screen.getByTestId('smtp-settings-save'));
  await saved();
  expect(sent[1]).toEqual(expect.objectContaining({ smtp_port: 2525 }));
  expect(sent[1]).not.toHaveProperty('test_email_recipient');
});

test('legal: the admin writes the terms in markdown; only the markdown is sent', async () => {
  const sent = recordJson('put', endpoints.updateSiteLegalSettings.path);
  renderAdmin(P.legal);
  const tos = await screen.findByTestId('legal-tos');
  expect(tos).toHaveValue('# Terms\n\nBe kind.');
  fireEvent.change(tos, { target: { value: '# New terms' } });
  await user.click(screen.getByTestId('legal-settings-save'));
  await saved();
  expect(sent).toEqual([{ terms_of_service_original_text: '# New terms', privacy_policy_original_text: 'We keep *little*.' }]);
});

test('write: tag lists are checked as slugs; the switches and lists are sent', async () => {
  const sent = recordJson('put', endpoints.updateSiteWriteSettings.path);
  renderAdmin(P.write);
  const recommend = within(await screen.findByTestId('write-recommend-tags')).getByRole('combobox');
  await user.type(recommend, 'bad!{enter}');
  await user.click(screen.getByTestId('write-settings-save'));
  expect(await screen.findByText(/A tag slug has at most 35 characters/)).toBeInTheDocument();
  // The refused slug's own remove button takes it out (Backspace no longer does in antd 6's tag select).
  const remove = screen.getByTestId('write-recommend-tags').querySelector('[class*="-remove"]');
  expect(remove).not.toBeNull();
  await user.click(remove as Element);
  await user.type(recommend, 'bread{enter}');
  await user.click(screen.getByTestId('write-required-tag'));
  await user.click(screen.getByTestId('write-settings-save'));
  await saved();
  expect(sent).toEqual([expect.objectContaining({ required_tag: true, recommend_tags: ['bread'] })]);
});

test("write and login: the server's refusal of settings that would lock everyone out shows next to the field", async () => {
  const tagMsg = 'To require a recommended tag, recommend at least one existing tag that is not reserved: otherwise nobody could publish a post.';
  const loginMsg = 'Password login can be switched off only while a login connector is enabled: otherwise nobody, you included, could log in.';
  server.use(
    cannedAnswer(endpoints.updateSiteWriteSettings, () => errorResponses.fieldErrors([{ error_field: 'recommend_tags', error_msg: tagMsg }])),
    cannedAnswer(endpoints.updateSiteLoginSettings, () => errorResponses.fieldErrors([{ error_field: 'allow_password_login', error_msg: loginMsg }])),
  );
  const write = renderAdmin(P.write);
  await user.click(await screen.findByTestId('write-required-tag'));
  await user.click(screen.getByTestId('write-settings-save'));
  const tagItem = screen.getByTestId('write-recommend-tags').closest('.ant-form-item') as HTMLElement;
  expect(await within(tagItem).findByText(tagMsg)).toBeInTheDocument();
  expect(screen.queryByText('Update successful.')).not.toBeInTheDocument();
  write.unmount();

  renderAdmin(P.login);
  await user.click(await screen.findByTestId('login-allow_password_login'));
  await user.click(screen.getByTestId('login-settings-save'));
  const loginItem = screen.getByTestId('login-allow_password_login').closest('.ant-form-item') as HTMLElement;
  expect(await within(loginItem).findByText(loginMsg)).toBeInTheDocument();
  expect(screen.queryByText('Update successful.')).not.toBeInTheDocument();
});

test('seo, login and users: each saves its group', async () => {
  const seo = recordJson('put', endpoints.updateSiteSeoSettings.path);
  const login = recordJson('put', endpoints.updateSiteLoginSettings.path);
  const users = recordJson('put', endpoints.updateSiteUsersSettings.path);
  const { unmount } = renderAdmin(P.seo);
  await user.click(await screen.findByRole('radio', { name: '/questions/10010000000000001' }));
  await user.click(screen.getByTestId('seo-settings-save'));
  await saved();
  expect(seo).toEqual([expect.objectContaining({ permalink: 2 })]);
  unmount();

  const second = renderAdmin(P.login);
  await user.click(await screen.findByTestId('login-login_required'));
  await user.click(screen.getByTestId('login-settings-save'));
  await waitFor(() => expect(login).toEqual([expect.objectContaining({ login_required: true })]));
  second.unmount();

  renderAdmin(P.users);
  await user.click(await screen.findByTestId('users-allow_update_username'));
  await user.click(screen.getByTestId('users-settings-save'));
  await waitFor(() => expect(users).toEqual([expect.objectContaining({ allow_update_username: false, default_avatar: 'system' })]));
});
