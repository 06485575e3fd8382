import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../i18n/instance.js';
import { makeStore } from '../store/make-store.js';
import { AppProviders } from './app-providers.js';
import { ErrorPage, MaintenancePage } from './error-page.js';

afterEach(() => initI18n('en_US'));

const renderPage = (ui: React.ReactNode, inRouter = true) =>
  render(<AppProviders store={makeStore()}>{inRouter ? <MemoryRouter>{ui}</MemoryRouter> : ui}</AppProviders>);

test.each([
  ['403', 'You do not have permission to access this page.'],
  ['404', 'Sorry, this page does not exist.'],
  ['50X', 'The server encountered an error and could not complete your request.'],
] as const)('the %s page shows the spec text and a link home', (code, text) => {
  renderPage(<ErrorPage code={code} />);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByText(code)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
});

test('outside a router the back-home link is a plain link', () => {
  renderPage(<ErrorPage code="404" />, false);
  expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
});

test('the back-home link tells the shell', () => {
  const onBackHome = jest.fn();
  renderPage(<ErrorPage code="403" onBackHome={onBackHome} />);
  act(() => screen.getByRole('link', { name: 'Back to home page' }).click());
  expect(onBackHome).toHaveBeenCalled();
});

test('texts follow the UI language', async () => {
  await initI18n('zh_CN');
  renderPage(<ErrorPage code="404" />);
  expect(screen.getByText('抱歉，此页面不存在。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
});

test('the maintenance page', () => {
  renderPage(<MaintenancePage />);
  expect(screen.getByText('We are undergoing maintenance and will be back soon.')).toBeInTheDocument();
});
