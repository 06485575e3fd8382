import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { PlaceholderPage } from './placeholder-page';

afterEach(async () => {
  await act(() => initI18n('en_US'));
});

test('a page not built yet names itself and says it is coming, in the site language', async () => {
  render(<PlaceholderPage titleKey="users.list.title" />);
  expect(screen.getByText('Users')).toBeInTheDocument();
  await act(() => initI18n('zh_CN'));
  expect(screen.getByText('用户')).toBeInTheDocument();
});
