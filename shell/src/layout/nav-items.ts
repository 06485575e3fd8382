// The navigation entries of spec section 2 that lead somewhere today, as data: the header and the avatar menu render
// them, so an entry is added here and not in their layout. Entries without a page yet (weekly collections,
// moderation) join when those pages exist.
import { askKindFrom, askPathOf, CONTENT_KINDS, isListPath, listKindOf, listPathOf, POINTS_PATHS } from '@site/shared/lib';

export interface NavEntry {
  /** Stable key (menu key and test id suffix). */
  key: string;
  /** Text key: a post kind's name in the common catalogue, the other entries in the shell's (layout/texts). */
  i18n: string;
  href: string;
}

/** The header's entries: one list per post kind, then the tags. */
export const HEADER_NAV: readonly NavEntry[] = [
  ...CONTENT_KINDS.map((k) => ({ key: k.key, i18n: `nav.${k.key}`, href: listPathOf(k.type) })),
  { key: 'tag', i18n: 'nav.tag', href: '/tags' },
];

/** The header entry of the page shown: the list's kind on `/` and `/questions`, Tags on the tag pages. */
export function selectedNavKey(pathname: string, search: string): string | undefined {
  if (isListPath(pathname)) return CONTENT_KINDS.find((k) => k.type === listKindOf(pathname, search))?.key;
  if (pathname === '/tags' || pathname.startsWith('/tags/')) return 'tag';
  return undefined;
}

/** Where Ask leads from the page it is pressed on: the ask page on the list's kind, else on question. */
export const askHref = (pathname: string, search: string) => askPathOf(askKindFrom(pathname, search));

/**
 * A member's own entries in the avatar menu. There is no public profile page (`/users/{username}`) yet, so Profile
 * opens the member's profile settings; Bookmarks has no list call on the server yet, so its page says so.
 */
export function memberNav(username: string): NavEntry[] {
  return [
    { key: 'profile', i18n: 'nav.profile', href: '/users/settings/profile' },
    { key: 'bookmarks', i18n: 'nav.bookmarks', href: `/users/${encodeURIComponent(username)}/bookmarks` },
  ];
}

/**
 * The member's points pages, under their balance in the avatar menu: the statement and recharge, then spec section 2's
 * reputation to points, platform entry, real-name verification and points withdrawal.
 */
export const POINTS_NAV: readonly NavEntry[] = [
  { key: 'points-statement', i18n: 'nav.points_statement', href: POINTS_PATHS.statement },
  { key: 'recharge', i18n: 'nav.recharge', href: POINTS_PATHS.recharge },
  { key: 'reputation-to-points', i18n: 'nav.reputation_to_points', href: POINTS_PATHS.exchange },
  { key: 'platform-entry', i18n: 'nav.platform_entry', href: POINTS_PATHS.entry },
  { key: 'real-name', i18n: 'nav.real_name', href: POINTS_PATHS.verification },
  { key: 'points-withdrawal', i18n: 'nav.points_withdrawal', href: POINTS_PATHS.withdrawal },
];
