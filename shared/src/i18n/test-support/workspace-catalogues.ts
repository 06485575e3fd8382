// Finds and loads every text catalogue of the workspace for the locale-parity check, in two shapes:
// - exported objects in a `locales` folder, one per language, named after it (`en_US`, `common_zh_CN`,
//   `voteMessages_en_US`): shared's common UI texts and the server's messages;
// - `addBundle('<namespace>', '<language>', {...})` calls a package's texts module makes when it loads (the shell's and
//   each remote's own texts, registered by their bundles at runtime).
// It reads the other packages' files as data from disk (it scans folders, it imports no package), so shared's code
// still depends on no remote.
import fs from 'node:fs';
import path from 'node:path';
import type { Texts } from './texts-parity';

/** One catalogue: where it is (a path from the workspace root), its name (export stem or namespace), its texts. */
export interface FoundCatalogue {
  file: string;
  name: string;
  byLanguage: Record<string, Texts>;
}

/** The workspace root: the nearest folder up from here holding pnpm-workspace.yaml. */
export function workspaceRoot(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`no pnpm-workspace.yaml above ${from}`);
  }
}

/** The packages pnpm-workspace.yaml lists (`- shared`, `- mf-*`, `- e2e/fixtures/*`), as folders. */
function workspacePackages(root: string): string[] {
  const yaml = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+[-#].*\n)+)/m.exec(yaml)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .map((line) => line.replace(/^\s*-\s*/, '').replace(/['"]/g, '').trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const name = path.basename(entry);
      if (!name.includes('*')) return [path.join(root, entry)];
      // A pattern in the last segment only (the form this workspace uses): `*` is any run of characters in a name.
      const parent = path.join(root, path.dirname(entry));
      const matches = new RegExp(`^${name.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
      if (!fs.existsSync(parent)) return [];
      return fs
        .readdirSync(parent, { withFileTypes: true })
        .filter((e) => e.isDirectory() && matches.test(e.name))
        .map((e) => path.join(parent, e.name));
    });
}

/** Source files (not tests, not test helpers) under a package's src folder. */
function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'test-support'].includes(entry.name)) sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The exported per-language objects of every `locales` folder, grouped into catalogues by their language-free name. */
function exportedCatalogues(root: string, files: string[], languages: readonly string[]): FoundCatalogue[] {
  const languageAtEnd = new RegExp(`^(.*?)(${languages.join('|')})$`);
  const groups = new Map<string, FoundCatalogue>();
  for (const file of files.filter((f) => f.split(path.sep).includes('locales'))) {
    const mod = jest.requireActual<Record<string, unknown>>(file);
    const source = fs.readFileSync(file, 'utf8');
    const rel = path.relative(root, file);
    for (const [name, value] of Object.entries(mod)) {
      const match = languageAtEnd.exec(name);
      // Only where it is defined: an index re-exporting a catalogue would report its faults twice.
      if (!match || !isTexts(value) || !new RegExp(`export const ${name}\\b`).test(source)) continue;
      const [, stem, language] = match as unknown as [string, string, string];
      const fileStem = languages.reduce((p, l) => p.split(l).join('{lang}'), rel);
      const id = `${fileStem}#${stem}`;
      const group = groups.get(id) ?? { file: fileStem, name: `${stem}{lang}`, byLanguage: {} };
      group.byLanguage[language] = value;
      groups.set(id, group);
    }
  }
  return withoutMergedKeys([...groups.values()]);
}

/**
 * A catalogue that spreads narrower ones (en_US.ts spreads posts/index.ts, which spreads posts/vote.ts) keeps only
 * the keys it defines itself, so a fault is reported once, in the file where it is fixed.
 */
function withoutMergedKeys(found: FoundCatalogue[]): FoundCatalogue[] {
  const en = (c: FoundCatalogue) => Object.entries(c.byLanguage.en_US ?? {});
  return found.map((c) => {
    // A key counts as merged when a smaller catalogue has it with the same English text.
    const narrower = new Map(found.filter((o) => en(o).length < en(c).length).flatMap(en));
    const merged = (key: string) => narrower.has(key) && narrower.get(key) === c.byLanguage.en_US?.[key];
    const own = (texts: Texts) => Object.fromEntries(Object.entries(texts).filter(([key]) => !merged(key)));
    return { ...c, byLanguage: Object.fromEntries(Object.entries(c.byLanguage).map(([lang, texts]) => [lang, own(texts)])) };
  });
}

/**
 * The bundles each texts module registers when it loads, one catalogue per file and namespace. Each file loads in a
 * fresh module registry with the i18n instance's addResourceBundle watched, so a call is credited to its own file.
 */
function registeredCatalogues(root: string, files: string[]): FoundCatalogue[] {
  const instance = path.join(root, 'shared/src/i18n/instance.ts');
  const out: FoundCatalogue[] = [];
  for (const file of files) {
    if (!/addBundle\(\s*['"]/.test(fs.readFileSync(file, 'utf8'))) continue;
    const calls: [string, string, Texts][] = [];
    jest.isolateModules(() => {
      const { i18n } = jest.requireActual<typeof import('../instance')>(instance);
      jest.spyOn(i18n, 'addResourceBundle').mockImplementation((lng: string, ns: string, bundle: Texts) => {
        calls.push([lng, ns, bundle]);
        return i18n;
      });
      jest.requireActual(file);
    });
    const rel = path.relative(root, file);
    if (!calls.length) out.push({ file: rel, name: '(no addBundle call reached the shared i18n instance)', byLanguage: {} });
    const namespaces = [...new Set(calls.map(([, ns]) => ns))];
    for (const ns of namespaces) {
      const byLanguage: Record<string, Texts> = {};
      for (const [lng, n, bundle] of calls) if (n === ns) byLanguage[lng] = { ...byLanguage[lng], ...bundle };
      out.push({ file: rel, name: ns, byLanguage });
    }
  }
  return out;
}

/** Every catalogue of the workspace: shared's exported ones first, then each package's registered texts. */
export function workspaceCatalogues(languages: readonly string[], root = workspaceRoot()): FoundCatalogue[] {
  const files = workspacePackages(root).flatMap((pkg) => sourceFiles(path.join(pkg, 'src')));
  return [...exportedCatalogues(root, files, languages), ...registeredCatalogues(root, files)];
}
