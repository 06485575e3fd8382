// The locale-parity check (runs with shared's tests, so in CI): every catalogue of the workspace (shared's common UI
// texts, the server's messages in shared/src/locales, the shell's and each remote's own texts) has, in every language,
// exactly the keys of its en_US twin, no empty text, and the same placeholders.
import { catalogues } from '../locales';
import { placeholdersOf, textsProblems } from './test-support/texts-parity';
import { workspaceCatalogues, type FoundCatalogue } from './test-support/workspace-catalogues';

const LANGUAGES = Object.keys(catalogues);

/** Every fault of one catalogue, each line naming its file, its name and the keys. */
function catalogueProblems({ file, name, byLanguage }: FoundCatalogue): string[] {
  const where = `${file} (${name})`;
  const en = byLanguage.en_US;
  if (!en) return [`${where}: no en_US texts`];
  return LANGUAGES.filter((lang) => lang !== 'en_US').flatMap((lang) => {
    const other = byLanguage[lang];
    if (!other) return [`${where}: no ${lang} texts`];
    return textsProblems(en, other, lang).map((p) => `${where}: ${p}`);
  }).concat(textsProblems(en, en, 'en_US').map((p) => `${where}: ${p}`));
}

/** Keys two files register in one namespace: the later file would silently replace the earlier one's text. */
function sharedKeys(found: FoundCatalogue[]): string[] {
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const { file, name, byLanguage } of found.filter((c) => !c.file.includes('{lang}'))) {
    for (const key of Object.keys(byLanguage.en_US ?? {})) {
      const first = owner.get(`${name}:${key}`);
      if (first && first !== file) clashes.push(`${name}:${key} is registered by ${first} and ${file}`);
      else owner.set(`${name}:${key}`, file);
    }
  }
  return clashes;
}

describe('the parity rules', () => {
  const en = { greet: 'Hello {{name}}', bye: 'Bye', count_other: '{{count}} posts' };

  test('a complete translation passes', () => {
    expect(textsProblems(en, { greet: '你好 {{name}}', bye: '再见', count_other: '{{count}} 个帖子' }, 'zh_CN')).toEqual([]);
  });

  test('missing keys, keys en_US lacks, empty texts and placeholder mismatches are each reported with their keys', () => {
    expect(textsProblems(en, { greet: '你好', bye: ' ', extra: '多余' }, 'zh_CN')).toEqual([
      'zh_CN misses count_other',
      'zh_CN has keys en_US lacks: extra',
      'zh_CN has empty texts: bye',
      'zh_CN placeholders differ from en_US: greet (en_US {{name}}, zh_CN none)',
    ]);
    expect(textsProblems({ a: '{{n}} of {{total}}' }, { a: '{{total}} 中的 {{m}}' }, 'zh_CN')).toEqual([
      'zh_CN placeholders differ from en_US: a (en_US {{n}} {{total}}, zh_CN {{m}} {{total}})',
    ]);
  });

  test('placeholders are read by name, whatever their spacing or format', () => {
    expect(placeholdersOf('{{ count, number }} of {{total}}, {{count}}')).toEqual(['count', 'total']);
  });
});

describe('the workspace catalogues', () => {
  const found = workspaceCatalogues(LANGUAGES);

  test('are all found: shared common texts, the server messages (posts too) and every front-end package', () => {
    const files = found.map((c) => c.file);
    expect(files).toEqual(expect.arrayContaining(['shared/src/i18n/locales/common.{lang}.ts', 'shared/src/locales/{lang}.ts']));
    expect(files.filter((f) => f.startsWith('shared/src/locales/posts/')).length).toBeGreaterThan(1);
    const packages = new Set(files.map((f) => f.split('/')[0]));
    for (const pkg of ['shell', 'mf-posts', 'mf-users', 'mf-review', 'mf-admin', 'mf-install']) expect(packages).toContain(pkg);
  });

  test('translate every en_US key, and only those, with non-empty texts and the same placeholders', () => {
    expect(found.flatMap(catalogueProblems)).toEqual([]);
  });

  test('never register one key of a namespace from two files', () => {
    expect(sharedKeys(found)).toEqual([]);
  });
});
