// The words of the crawlable markup, in the language the app will show the page in, so the copy a reader sees
// before the app starts does not switch language when the app takes over. The list headings are the app's own
// navigation texts (the shared `common` catalogue); the rest are the markup's alone.
import { DEFAULT_LANGUAGE, pickBrowserLanguage, uiCatalogues } from '@site/shared/locales';

const TEXTS = {
  en_US: {
    vote: ['{n} vote', '{n} votes'],
    answer: ['{n} answer', '{n} answers'],
    view: ['{n} view', '{n} views'],
    post: ['{n} post', '{n} posts'],
    reputation: ['{n} reputation', '{n} reputation'],
    accepted: 'Accepted answer',
    next: 'Next page',
    posts: 'Posts',
    tags: 'Tags',
    tagsOf: 'The tags of {site}',
    taggedOn: 'Posts tagged {tag} on {site}',
    memberOn: '{name} on {site}',
  },
  zh_CN: {
    vote: ['{n} 票', '{n} 票'],
    answer: ['{n} 个回答', '{n} 个回答'],
    view: ['{n} 次浏览', '{n} 次浏览'],
    post: ['{n} 篇帖子', '{n} 篇帖子'],
    reputation: ['{n} 声望', '{n} 声望'],
    accepted: '已采纳的回答',
    next: '下一页',
    posts: '帖子',
    tags: '标签',
    tagsOf: '{site} 的标签',
    taggedOn: '{site} 上标记为 {tag} 的帖子',
    memberOn: '{site} 上的 {name}',
  },
} as const;

type Language = keyof typeof TEXTS;
type Counted = { [K in keyof (typeof TEXTS)['en_US']]: (typeof TEXTS)['en_US'][K] extends readonly string[] ? K : never }[keyof (typeof TEXTS)['en_US']];
type Plain = Exclude<keyof (typeof TEXTS)['en_US'], Counted>;

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/**
 * The page's language as the app resolves it for a visitor (shared/src/store/appearance.ts): the site's interface
 * language unless it is 'Default', else the browser's first language a catalogue serves, else en_US.
 */
export function pageLanguage(siteLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  const fixed = siteLanguage && siteLanguage in TEXTS ? (siteLanguage as Language) : undefined;
  const picked = fixed ?? pickBrowserLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
  return picked in TEXTS ? (picked as Language) : 'en_US';
}

export interface PageTexts {
  /** A number with its noun ("3 votes"). */
  count(key: Counted, n: number): string;
  text(key: Plain, vars?: Record<string, string | number>): string;
  /** The app's navigation text for a kind of post ('nav.question'...), or the generic "Posts". */
  nav(key: string): string;
}

export function pageTexts(language: string): PageTexts {
  const texts = TEXTS[language as Language] ?? TEXTS.en_US;
  const nav = uiCatalogues[language] ?? uiCatalogues[DEFAULT_LANGUAGE]!;
  return {
    count: (key, n) => fill(texts[key][n === 1 ? 0 : 1], { n }),
    text: (key, vars = {}) => fill(texts[key], vars),
    nav: (key) => nav[key] ?? texts.posts,
  };
}
