import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '../i18n/instance.js';
import { setDisplayTimeZone } from '../page/time-zone.js';
import { TimeAgo } from './time-ago.js';

afterEach(async () => {
  setDisplayTimeZone('UTC');
  await initI18n('en_US');
});

test("says how long ago in the current language, with the full date in the site's time zone on hover", async () => {
  setDisplayTimeZone('Asia/Shanghai');
  const threeHoursAgo = Math.floor(Date.now() / 1000) - 3 * 3600 - 60;
  render(<TimeAgo seconds={threeHoursAgo} label={(time) => `Asked ${time}`} testId="when" />);
  const el = screen.getByTestId('when');
  expect(el).toHaveTextContent('Asked 3 hours ago');
  expect(el).toHaveAttribute('datetime', new Date(threeHoursAgo * 1000).toISOString());
  const shanghai = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', hour: 'numeric', minute: '2-digit' }).format(threeHoursAgo * 1000);
  expect(el.getAttribute('title')).toContain(shanghai);

  await act(() => i18n.changeLanguage('zh_CN'));
  expect(screen.getByTestId('when')).toHaveTextContent('3小时前');
  expect(screen.getByTestId('when').getAttribute('title')).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日/);
});
