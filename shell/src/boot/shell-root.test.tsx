import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { initI18n } from '@site/shared/i18n';
import { makeStore, setTheme } from '@site/shared/store';
import { ShellRoot } from './shell-root';

function Surface() {
  const { token } = theme.useToken();
  return <p data-testid="surface" data-bg={token.colorBgContainer} />;
}

afterEach(() => initI18n('en_US'));

test('a theme change in the store applies at once: antd colours and the page scheme follow', async () => {
  const store = makeStore();
  render(
    <ShellRoot store={store}>
      <Surface />
    </ShellRoot>,
  );
  const light = screen.getByTestId('surface').dataset.bg;
  expect(document.documentElement.dataset.theme).toBe('light');

  act(() => {
    store.dispatch(setTheme('dark'));
  });
  expect(screen.getByTestId('surface').dataset.bg).not.toBe(light);
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(document.documentElement.style.colorScheme).toBe('dark');
});

test('a language change updates the page language', async () => {
  render(
    <ShellRoot store={makeStore()}>
      <Surface />
    </ShellRoot>,
  );
  await act(() => initI18n('zh_CN'));
  expect(document.documentElement.lang).toBe('zh-CN');
});
