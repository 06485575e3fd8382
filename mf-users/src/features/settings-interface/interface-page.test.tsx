import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { i18n, initI18n } from '@site/shared/i18n';
import { users } from '@site/mock-server';
import { setupMockServer, recordJson } from '@site/mock-server/node';
import { renderSettings } from '../../test-support/settings';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });
afterEach(() => initI18n('en_US'));

async function chooseLanguage(label: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByTitle(label));
}

test("the language list is 'Default' and the site's languages; the current choices are selected", async () => {
  renderSettings('/users/settings/interface', { ...users.activated, language: 'Default', color_scheme: 'default' });
  await user.click(await screen.findByRole('combobox', { name: 'Language' }));
  // antd's role=option elements are an a11y mirror; the options a user sees are these.
  await screen.findByTitle('English');
  const shown = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
  expect(shown).toEqual(['Default', 'English', '简体中文']);
  expect(screen.getByRole('radio', { name: 'Default' })).toBeChecked();
});

test('saving sends language and colour scheme, and applies them at once', async () => {
  const sent = recordJson('put', endpoints.updateUserInterface.path, server);
  const { store } = renderSettings('/users/settings/interface');
  await chooseLanguage('简体中文');
  await user.click(screen.getByText('Dark'));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  // The page speaks Chinese right away (menu, button, toast), and the shell's theme in the store is dark.
  expect(await screen.findByRole('status')).toHaveTextContent('更新成功。');
  expect(sent).toEqual([{ language: 'zh_CN', color_scheme: 'dark' }]);
  expect(i18n.language).toBe('zh_CN');
  expect(within(screen.getByRole('menu')).getByText('界面')).toBeInTheDocument();
  // antd spaces out a two-character CJK button label.
  expect(screen.getByRole('button', { name: /^保\s?存$/ })).toBeInTheDocument();
  expect(store.getState().ui.theme).toBe('dark');
  // The user is refetched with the new choices.
  await waitFor(() => expect(store.getState().auth.user).toMatchObject({ language: 'zh_CN', color_scheme: 'dark' }));
});
