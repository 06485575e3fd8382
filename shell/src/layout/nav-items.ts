import { ContentType } from '@site/shared/contract';

/** Spec section 2 navigation entries that lead somewhere today; tag, collections etc. join when built. */
export const CONTENT_NAV = [
  { key: 'question', label: 'Questions', i18n: 'nav.question', type: ContentType.question },
  { key: 'article', label: 'Articles', i18n: 'nav.article', type: ContentType.article },
  { key: 'resource', label: 'Resources', i18n: 'nav.resource', type: ContentType.resource },
  { key: 'bounty', label: 'Bounties', i18n: 'nav.bounty', type: ContentType.bounty },
] as const;

export const contentHref = (type: number) => `/questions?content_type=${type}`;
