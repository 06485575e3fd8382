import { screen, within } from '@testing-library/react';
import { mockState } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderRoutes } from '@site/mock-server/render';
import { AppLayout } from './app-layout';

setupMockServer();
const layout = (path: string) => renderRoutes([{ path: '/', element: <AppLayout />, children: [{ path: '*', element: <p>Page</p> }] }], path);

test("the admin's custom header shows above the site's header and the custom footer below its footer", async () => {
  // As GET siteinfo serves them: already sanitized by the server.
  mockState.siteInfo.custom_css_html = {
    ...mockState.siteInfo.custom_css_html,
    custom_header: '<div class="notice" style="color:red">Maintenance on <strong>Sunday</strong></div>',
    custom_footer: '<p>Made by <a href="https://example.com">bakers</a></p>',
  };
  layout('/questions');
  const header = await screen.findByTestId('custom-header');
  expect(header).toHaveTextContent('Maintenance on Sunday');
  expect(header.querySelector('.notice')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  const footer = await screen.findByTestId('custom-footer');
  expect(within(footer).getByRole('link', { name: 'bakers' })).toHaveAttribute('href', 'https://example.com');

  const siteFooter = await screen.findByTestId('site-footer');
  const siteName = screen.getAllByTestId('site-name')[0]!;
  // Document order: custom header, the site's header, the page, the site's footer, custom footer.
  expect(header.compareDocumentPosition(siteName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(siteFooter.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('no custom code, no extra boxes', async () => {
  layout('/questions');
  await screen.findByTestId('site-footer');
  expect(screen.queryByTestId('custom-header')).not.toBeInTheDocument();
  expect(screen.queryByTestId('custom-footer')).not.toBeInTheDocument();
});
