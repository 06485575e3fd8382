// The hostile values the mutators draw from, by what they probe. None of them contains "Error:", a stack frame or
// a database error phrase, so such text in a response can only come from the server (see response-checks.ts).
import { Raw } from './json-text.js';

/** Text PostgreSQL cannot store (refused at the door as a field error). */
export const UNSTORABLE = ['a\u0000b', '\u0000', 'a\ud800b', '\udfff', 'x\udc00\ud800y'];

/** LIKE wildcards, quotes and escapes: must be matched literally, never break a query. */
export const SQL_TEXT = [
  '%',
  '_',
  '\\',
  "'",
  '%_\\\'"',
  'a%b_c',
  '\\%',
  'trailing\\',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT pass_hash FROM users --",
  '%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%',
  '$1',
  ':name',
  '?',
];

/** Text that is valid but unusual: case folding that changes length, invisible and direction characters, emoji. */
export const ODD_TEXT = [
  'İİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİİ',
  'ß'.repeat(20),
  '\u202e\u2066reversed',
  '\ufeffbom',
  'line\u2028sep\u2029',
  '😀'.repeat(30),
  'e\u0301'.repeat(20),
  '   ',
  '\t\r\n',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '{{7*7}}${7*7}',
];

/** Numbers a JSON body can carry where an integer (a count, a type, a port) is expected. */
export const NUMBERS: unknown[] = [
  -1,
  0,
  1.5,
  -0.5,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
  new Raw('1e999'),
  new Raw('-1e999'),
  new Raw('-0'),
  new Raw('9223372036854775808'),
  new Raw('123456789012345678901234567890'),
];

/** Id-looking strings: out of the bigint range, signed, padded, in other digits. */
export const IDS = [
  '-1',
  '0',
  '00000000000000000001',
  '9223372036854775807',
  '9223372036854775808',
  '9999999999999999999',
  '18446744073709551616',
  '1e3',
  '1.0',
  ' 7',
  '+7',
  '١٢٣',
  '0x1F',
];

/** Query-string numbers for page, page_size, in_days and the like (they arrive as text). */
export const QUERY_NUMBERS = ['-1', '0', '1.5', '1e3', '1e999', 'NaN', 'Infinity', '-Infinity', '2147483648', '9223372036854775808', '100000', '', ' ', '0x10', 'abc'];

/** Bodies that are not JSON at all, sent as application/json. */
export const MALFORMED_JSON = ['{"a":', "{'a':1}", '{"a":1,}', '[', '', 'nul', '{"a":NaN}', '{"a":undefined}', '\ufeff{}', '{"a":"\\x41"}', '{"a":"\\ud800"}', '{}{}'];

/** Content types that are not the JSON the endpoint reads. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  '',
];

/** Authorization headers that are not a session's token. */
export const BAD_TOKENS = ['Bearer', 'Bearer ', 'x'.repeat(10_000), '\u00ff\u00fe', 'Bearer null', "' OR '1'='1", '%00'];

export const bigText = (n: number, unit = 'ab%_ ') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** Accept-Language values: the language code is looked up in the catalogues, so prototype names are probes too. */
export const ACCEPT_LANGUAGES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '*', 'zh-CN;q=abc', 'zh_CN,en;q=0.5', 'x'.repeat(5000), ',,,;;;'];

/**
 * Markdown that is slow or deep to parse and render (nesting, unclosed links and emphasis, entity runs, raw HTML),
 * `size` characters long. Each is a valid post body: the parser has to cope.
 */
export function markdownBombs(size: number): string[] {
  const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  return [
    fill('>'),
    fill('> '),
    fill('- '),
    fill('1. '),
    fill('[a]('),
    fill('![x]('),
    fill('*a'),
    fill('_a'),
    fill('**'),
    fill('`'),
    fill('<'),
    fill('<div>'),
    fill('&#'),
    fill('&amp;'),
    fill('|a'),
    fill('\n'),
    fill('[^1]'),
    fill('@fuzzmember '),
    fill('<img src=x onerror=alert(1)>'),
    fill('http://a.b/'),
  ];
}
