import { initI18n } from '../i18n/instance.js';
import { formatDate, formatDuration, relativeTime } from './format.js';
import { setDisplayTimeZone } from './time-zone.js';

afterEach(async () => {
  setDisplayTimeZone('UTC');
  await initI18n('en_US');
});

describe('formatDuration (spec section 9)', () => {
  test.each([
    [0, 'less than 1 hour'],
    [3599, 'less than 1 hour'],
    [3600, '1 hour'],
    [7200, '2 hours'],
    [86399, '23 hours'],
    [86400, '1 day'],
    [3 * 86400 + 10, '3 days'],
  ])('%d s -> %s', (s, text) => expect(formatDuration(s)).toBe(text));

  test('is translated', async () => {
    await initI18n('zh_CN');
    expect(formatDuration(60)).toBe('不到 1 小时');
    expect(formatDuration(2 * 86400)).toBe('2 天');
    expect(formatDuration(7200, 'en_US')).toBe('2 hours');
  });
});

test('relativeTime reads like a person would say it', () => {
  const now = Date.UTC(2026, 0, 1);
  expect(relativeTime(now / 1000 - 120, now, 'en_US')).toBe('2 minutes ago');
  expect(relativeTime(now / 1000 - 3 * 86400, now, 'en_US')).toBe('3 days ago');
});

describe("dates in the current language and the site's time zone", () => {
  const noonUtc = Date.UTC(2026, 0, 15, 12, 30) / 1000;

  test('UTC by default; the site zone moves the clock time (and the day)', () => {
    expect(formatDate(noonUtc, { lang: 'en_US' })).toBe('Jan 15, 2026, 12:30 PM');
    expect(setDisplayTimeZone('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(formatDate(noonUtc, { lang: 'en_US' })).toBe('Jan 15, 2026, 8:30 PM');
    setDisplayTimeZone('Pacific/Kiritimati'); // UTC+14: already the next day
    expect(formatDate(noonUtc, { lang: 'en_US', dateOnly: true })).toBe('Jan 16, 2026');
  });

  test('an empty or unknown zone falls back to UTC', () => {
    expect(setDisplayTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(setDisplayTimeZone('')).toBe('UTC');
    expect(formatDate(noonUtc, { lang: 'en_US' })).toBe('Jan 15, 2026, 12:30 PM');
  });

  test('in Chinese, dates and relative times read in Chinese', async () => {
    await initI18n('zh_CN');
    setDisplayTimeZone('Asia/Shanghai');
    expect(formatDate(noonUtc)).toBe('2026年1月15日 20:30');
    const now = noonUtc * 1000;
    expect(relativeTime(noonUtc - 3 * 3600, now)).toBe('3小时前');
    // Over 30 days: the date, in the site's zone.
    expect(relativeTime(noonUtc - 40 * 86400, now)).toBe('2025年12月6日');
  });
});
