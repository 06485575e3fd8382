// A member's crawlable profile: what anyone may see of them (presentUserBasic: never the e-mail), and their bio.
import { userPagePath } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import { findUserByUsername } from '../../repositories/users-repo.js';
import type { ShellPageParts } from '../frontend/shell-page.js';
import { contentBox, esc, headParts, textOf } from './seo-html.js';
import type { SeoSite } from './seo-site.js';

/** `/users/{username}`: 404 for a name nobody has (or a deleted account). */
export async function profilePageParts(db: Kysely<Database>, site: SeoSite, username: string): Promise<ShellPageParts> {
  const row = username.length <= 30 ? await findUserByUsername(db, username) : undefined;
  if (!row) throw errors.notFound();
  const user = presentUserBasic(row);
  const url = `${site.base}${userPagePath(user.username)}`;
  const bio = row.bio_html ? textOf(row.bio_html) : '';
  const facts = [
    `@${esc(user.username)}`,
    esc(site.texts.count('reputation', user.rank)),
    ...(user.location ? [esc(user.location)] : []),
  ];
  return {
    ...headParts(site, {
      title: user.display_name,
      description: bio || site.texts.text('memberOn', { name: user.display_name, site: site.name }),
      url,
      ogType: 'profile',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: {
          '@type': 'Person',
          name: user.display_name,
          alternateName: user.username,
          url,
          ...(bio ? { description: bio } : {}),
          interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: user.rank },
        },
      },
    }),
    root: contentBox(
      'profile',
      `<h1>${esc(user.display_name)}</h1><p class="ssr-meta">${facts.join(' · ')}</p>` +
        (row.bio_html ? `<div class="ssr-body">${row.bio_html}</div>` : ''),
    ),
  };
}
