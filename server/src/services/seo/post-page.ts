// A post's crawlable page: what an anonymous visitor may read of it, through the API's own services (a paid body,
// private plans, deleted answers and others' pending or deleted posts never reach them).
import { canonicalPath, ContentType, userPagePath, type AnswerInfo, type QuestionDetail } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listAnswerPage } from '../answer/answer-read-service.js';
import { getQuestionInfo } from '../question/question-service.js';
import type { ShellPageParts } from '../frontend/shell-page.js';
import { contentBox, esc, headParts, isoOf, tagList, textOf, timeTag, userLink } from './seo-html.js';
import type { PageTexts } from './page-texts.js';
import type { SeoSite } from './seo-site.js';

/** Answers the first response carries (the app pages through the rest). */
export const SSR_ANSWERS = 30;

/** Kinds whose replies answer the post (schema.org QAPage); the others are discussions (DiscussionForumPosting). */
const QUESTION_KINDS = new Set<number>([ContentType.question, ContentType.bounty]);

const person = (site: SeoSite, u: AnswerInfo['user_info']) => ({
  '@type': 'Person',
  name: u.display_name,
  ...(u.status === 'deleted' ? {} : { url: `${site.base}${userPagePath(u.username)}` }),
});

/** schema.org for the post: QAPage (Question with its answers) or DiscussionForumPosting (with its replies). */
export function postJsonLd(site: SeoSite, q: QuestionDetail, answers: AnswerInfo[], answerCount: number) {
  const url = `${site.base}${canonicalPath(site.permalink, q.id, q.url_title)}`;
  const text = q.html ? textOf(q.html, 5000) : '';
  const reply = (a: AnswerInfo, type: 'Answer' | 'Comment') => ({
    '@type': type,
    text: textOf(a.html, 5000),
    dateCreated: isoOf(a.create_time),
    upvoteCount: a.vote_count,
    url: `${site.base}${canonicalPath(site.permalink, q.id, q.url_title, a.id)}`,
    author: person(site, a.user_info),
  });
  if (QUESTION_KINDS.has(q.content_type)) {
    const accepted = answers.find((a) => a.accepted === 2);
    return {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: q.title,
        // A paid post's body is not public: its title stands for it.
        text: text || q.title,
        answerCount,
        upvoteCount: q.vote_count,
        dateCreated: isoOf(q.create_time),
        author: person(site, q.user_info),
        ...(accepted ? { acceptedAnswer: reply(accepted, 'Answer') } : {}),
        suggestedAnswer: answers.filter((a) => a !== accepted).map((a) => reply(a, 'Answer')),
      },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: q.title,
    ...(text ? { text } : {}),
    url,
    datePublished: isoOf(q.create_time),
    ...(q.edit_time ? { dateModified: isoOf(q.edit_time) } : {}),
    author: person(site, q.user_info),
    commentCount: answerCount,
    comment: answers.map((a) => reply(a, 'Comment')),
  };
}

function answerMarkup(texts: PageTexts, a: AnswerInfo): string {
  return (
    `<article class="ssr-answer" id="answer-${esc(a.id)}">` +
    (a.accepted === 2 ? `<p><strong>${esc(texts.text('accepted'))}</strong></p>` : '') +
    `<div class="ssr-body">${a.html}</div>` +
    `<p class="ssr-meta">${userLink(a.user_info)} · ${timeTag(a.create_time)} · ${esc(texts.count('vote', a.vote_count))}</p>` +
    '</article>'
  );
}

/** The markup of a post and its first answers. */
export function postMarkup(texts: PageTexts, q: QuestionDetail, answers: AnswerInfo[], answerCount: number): string {
  const post =
    `<article class="ssr-post"><h1>${esc(q.title)}</h1>` +
    `<p class="ssr-meta">${userLink(q.user_info)} · ${timeTag(q.create_time)} · ${esc(texts.count('vote', q.vote_count))} · ` +
    `${esc(texts.count('view', q.view_count))}</p>` +
    // A paid body is '' for anonymous visitors (the API's presenter decides); nothing stands in its place.
    (q.html ? `<div class="ssr-body">${q.html}</div>` : '') +
    tagList(q.tags) +
    '</article>';
  const list = answers.length
    ? `<section class="ssr-answers"><h2>${esc(texts.count('answer', answerCount))}</h2>${answers.map((a) => answerMarkup(texts, a)).join('')}</section>`
    : '';
  return contentBox('post', post + list);
}

/**
 * The parts of /questions/{id}[/...]: 404 where the app shows not-found (missing, deleted, pending); an unlisted
 * post, which the app shows to whoever has its link, is kept out of search results and its content out of the HTML.
 */
export async function postPageParts(db: Kysely<Database>, site: SeoSite, id: string): Promise<ShellPageParts> {
  const q = await getQuestionInfo({ db }, null, { id });
  if (q.show !== 1) return { head: ['<meta name="robots" content="noindex">'] };
  const { list: answers, count: answerCount } = await listAnswerPage(db, null, {
    question_id: id,
    order: 'default',
    page: 1,
    page_size: SSR_ANSWERS,
  });
  const url = `${site.base}${canonicalPath(site.permalink, q.id, q.url_title)}`;
  return {
    ...headParts(site, {
      title: q.title,
      description: q.description || q.title,
      url,
      ogType: 'article',
      jsonLd: postJsonLd(site, q, answers, answerCount),
    }),
    root: postMarkup(site.texts, q, answers, answerCount),
  };
}
