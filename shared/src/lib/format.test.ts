import { DEFAULT_TIME_ZONE, formatCount, formatDateIn, formatDurationWith, formatPoints, isTimeZone, relativeTimeIn } from './format.js';

describe('formatCount (spec section 9)', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [9999, '9,999'],
    [10000, '10.0k'],
    [12345, '12.3k'],
    [999999, '999.9k'],
    [1000000, '1.0m'],
    [1250000, '1.2m'],
    [-15000, '-15.0k'],
  ])('%d -> %s', (n, text) => expect(formatCount(n)).toBe(text));
});

test('points are money: exact, with thousands separators, never abbreviated like counts', () => {
  expect([formatPoints(0), formatPoints(999), formatPoints(12_345), formatPoints(1_234_567), formatPoints(-40)]).toEqual(['0', '999', '12,345', '1,234,567', '-40']);
});

test('durations pick the unit and count, in the words the given translation has', () => {
  const t = (key: string, options?: { count: number }) => (options ? `${key}:${options.count}` : key);
  expect([formatDurationWith(t, 59), formatDurationWith(t, 2 * 3600 + 5), formatDurationWith(t, 3 * 86400)]).toEqual([
    'duration.less_than_hour',
    'duration.hours:2',
    'duration.days:3',
  ]);
});

describe('dates in the language and time zone given (no page state)', () => {
  const noonUtc = Date.UTC(2026, 0, 15, 12, 30) / 1000;

  test('the zone moves the clock time and the day; the language the words', () => {
    expect(formatDateIn(noonUtc, { lang: 'en_US', timeZone: DEFAULT_TIME_ZONE })).toBe('Jan 15, 2026, 12:30 PM');
    expect(formatDateIn(noonUtc, { lang: 'en_US', timeZone: 'Asia/Shanghai' })).toBe('Jan 15, 2026, 8:30 PM');
    expect(formatDateIn(noonUtc, { lang: 'en_US', timeZone: 'Pacific/Kiritimati', dateOnly: true })).toBe('Jan 16, 2026');
    expect(formatDateIn(noonUtc, { lang: 'zh_CN', timeZone: 'Asia/Shanghai' })).toBe('2026年1月15日 20:30');
  });

  test('relative times, and over 30 days the date in the given zone', () => {
    const now = noonUtc * 1000;
    expect(relativeTimeIn(noonUtc - 120, { now, lang: 'en_US', timeZone: 'UTC' })).toBe('2 minutes ago');
    expect(relativeTimeIn(noonUtc - 3 * 3600, { now, lang: 'zh_CN', timeZone: 'UTC' })).toBe('3小时前');
    const old = Date.UTC(2025, 11, 6, 20) / 1000; // 20:00 UTC: already the next day in UTC+14
    expect(relativeTimeIn(old, { now, lang: 'en_US', timeZone: 'UTC' })).toBe('Dec 6, 2025');
    expect(relativeTimeIn(old, { now, lang: 'en_US', timeZone: 'Pacific/Kiritimati' })).toBe('Dec 7, 2025');
  });

  test('only zones Intl knows are zones', () => {
    expect([isTimeZone('Asia/Shanghai'), isTimeZone('UTC'), isTimeZone('Mars/Olympus_Mons')]).toEqual([true, true, false]);
  });
});
