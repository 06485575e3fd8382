// GET language/config: our catalogues in the shape Answer's translator dumps its YAML, which Answer's client loads
// into i18next (it reads `ui`; `backend` is the server's messages, as Answer sends them too).
import type { LanguageConfig, TextTree } from '@site/shared/contract';
import { catalogues, DEFAULT_LANGUAGE, en_US, uiCatalogues } from '@site/shared/locales';

/**
 * Flat dotted keys as nested objects. A key that is both a text and a prefix of others (`a` and `a.b`) cannot be
 * both in a tree: the first one written stays (the catalogues have no such pair; a test keeps it so).
 */
export function nestKeys(flat: Record<string, string>, leaf: (text: string) => string | TextTree = (t) => t): TextTree {
  // Prototype-less nodes: a key part such as `__proto__` is then a plain key like any other.
  const branch = (): TextTree => Object.create(null) as TextTree;
  const root = branch();
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    const last = parts.pop()!;
    let node: TextTree | undefined = root;
    for (const part of parts) {
      const next: string | TextTree = (node[part] ??= branch());
      node = typeof next === 'string' ? undefined : next;
      if (!node) break;
    }
    if (node && !Object.hasOwn(node, last)) node[last] = leaf(text);
  }
  return root;
}

const built = new Map<string, LanguageConfig>();

/** The catalogue of `language` (an en_US-style code the caller already normalized), English filling its gaps. */
export function languageConfig(language: string): LanguageConfig {
  const lang = language in catalogues ? language : DEFAULT_LANGUAGE;
  const cached = built.get(lang);
  if (cached) return cached;
  const ui = { ...uiCatalogues[DEFAULT_LANGUAGE], ...uiCatalogues[lang] };
  const backend: Record<string, string> = { ...en_US, ...catalogues[lang] };
  const config = { ui: nestKeys(ui), backend: nestKeys(backend, (text) => ({ other: text })) };
  built.set(lang, config);
  return config;
}
