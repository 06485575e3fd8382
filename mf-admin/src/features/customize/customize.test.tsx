import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, cannedAnswer, errorResponses } from '@site/mock-server';
import { http, recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_CUSTOMIZE_PATHS as P } from '../../components/admin-menu';

const server = setupMockServer();
const user = userEvent.setup({ applyAccept: false, delay: null });
const saved = () => screen.findByText('Update successful.');

/** Counts GET siteinfo requests (the shell's header, footer and theme read it). */
function countSiteInfoReads() {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === endpoints.getSiteInfo.path) reads.count += 1;
  });
  return reads;
}
afterEach(() => server.events.removeAllListeners());

test('themes: the Customize menu lists both pages; the admin picks dark, a colour and a light navbar, and the site info is read again', async () => {
  const sent = recordJson('put', endpoints.updateSiteThemeSettings.path);
  const { store } = renderAdmin(P.themes);
  await screen.findByTestId('themes-form');
  const menu = screen.getByTestId('admin-menu');
  expect(within(menu).getByRole('menuitem', { name: 'Themes' })).toHaveClass('ant-menu-item-selected');
  expect(within(menu).getByRole('menuitem', { name: 'CSS/HTML' })).toBeInTheDocument();

  // The spec's defaults: the device's scheme and a colored navbar.
  expect(within(screen.getByTestId('themes-color-scheme')).getByRole('radio', { name: 'System' })).toBeChecked();
  expect(within(screen.getByTestId('themes-navbar-style')).getByRole('radio', { name: 'Colored' })).toBeChecked();

  await user.click(within(screen.getByTestId('themes-color-scheme')).getByRole('radio', { name: 'Dark' }));
  await user.click(within(screen.getByTestId('themes-navbar-style')).getByRole('radio', { name: 'Light' }));
  // The colour picker's panel: its hex box takes a typed colour.
  await user.click(screen.getByTestId('themes-primary-color'));
  const hex = await waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input');
    expect(input).not.toBeNull();
    return input!;
  });
  fireEvent.change(hex, { target: { value: 'AA2200' } });
  await waitFor(() => expect(screen.getByTestId('themes-primary-color')).toHaveTextContent(/#aa2200/i));

  const reads = countSiteInfoReads();
  // The shell holds siteinfo for the whole page: a subscription as it has one.
  store.dispatch(api.endpoints.getSiteInfo.initiate());
  await waitFor(() => expect(reads.count).toBe(1));
  await user.click(screen.getByTestId('themes-save'));
  await saved();
  expect(sent).toEqual([{ theme: 'default', color_scheme: 'dark', theme_config: { default: { navbar_style: 'light', primary_color: '#aa2200' } } }]);
  // Saving refreshes siteinfo, so the admin's own page shows the new theme at once.
  await waitFor(() => expect(reads.count).toBe(2));
});

test("themes: the server's refusal of the colour lands on the colour field", async () => {
  server.use(
    cannedAnswer(endpoints.updateSiteThemeSettings, () =>
      errorResponses.fieldErrors([{ error_field: 'theme_config.default.primary_color', error_msg: 'Give the colour as # and six hexadecimal digits, e.g. #0033ff.' }]),
    ),
  );
  renderAdmin(P.themes);
  await user.click(await screen.findByTestId('themes-save'));
  expect(await screen.findByText('Give the colour as # and six hexadecimal digits, e.g. #0033ff.')).toBeInTheDocument();
  expect(screen.queryByText('Update successful.')).not.toBeInTheDocument();
});

test('css/html: the five fields are saved as typed; the hints say what is kept raw and what is made safe', async () => {
  const sent = recordJson('put', endpoints.updateSiteCustomCode.path);
  renderAdmin(P.cssHtml);
  await screen.findByTestId('css-html-form');
  expect(screen.getByText(/exactly as written, scripts included/)).toBeInTheDocument();
  expect(screen.getByText(/Scripts, event handlers \(onclick…\) and javascript: links are removed/)).toBeInTheDocument();
  const typed = {
    custom_css: 'body { background: #fee; }',
    custom_head: '<meta name="verify" content="1">',
    custom_header: '<div class="banner">Hi</div>',
    custom_footer: '<p>Bye</p>',
    custom_sidebar: '<p>Side</p>',
  };
  for (const [field, value] of Object.entries(typed)) fireEvent.change(screen.getByTestId(`css-html-${field}`), { target: { value } });
  await user.click(screen.getByTestId('css-html-save'));
  await saved();
  expect(sent).toEqual([typed]);
});

test('css/html: a field the server refuses shows its message under that field', async () => {
  server.use(
    http.put(anyOrigin(endpoints.updateSiteCustomCode.path), () =>
      errorResponses.fieldErrors([{ error_field: 'custom_footer', error_msg: 'This value is too long.' }]),
    ),
  );
  renderAdmin(P.cssHtml);
  await user.click(await screen.findByTestId('css-html-save'));
  const message = await screen.findByText('This value is too long.');
  expect(screen.getByTestId('css-html-custom_footer').closest('.ant-form-item')).toContainElement(message);
});
