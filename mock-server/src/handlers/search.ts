import type { HttpHandler } from 'msw';
import { endpoints, type QuestionListItem, type SearchDesc, type SearchResult } from '@site/shared/contract';
import { errorResponses } from '../envelope.js';
import { makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { mockState, registerMockReset } from '../state.js';

// Search over the fixtures: a filter by the query good enough for a component test's flow, not the server's search.

interface MockAnswer {
  id: string;
  question_id: string;
  text: string;
  vote_count: number;
  username: string;
}

/** Answers the mock search finds (on fixture posts), and the search plugin's credit (none by default). */
export const mockSearch: { answers: MockAnswer[]; desc: SearchDesc } = { answers: [], desc: { icon: '', link: '' } };
const initialAnswers = (): MockAnswer[] => [
  { id: '5001', question_id: '1025', text: 'Try the official guide first.', vote_count: 4, username: 'bob' },
  { id: '5002', question_id: '1020', text: 'A second guide answer.', vote_count: 1, username: 'carol' },
];
function reset() {
  mockSearch.answers = initialAnswers();
  mockSearch.desc = { icon: '', link: '' };
}
reset();
registerMockReset(reset);

/** A small imitation of the server's syntax: `[tag]`, `user:`, `answers:N`, `score:N`, `is:…`, words in titles. */
function matcher(q: string) {
  const tags = [...q.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!.toLowerCase());
  const words = q.replace(/\[[^\]]*\]/g, ' ').split(/\s+/).filter(Boolean);
  const opt = (key: string) => words.find((w) => w.toLowerCase().startsWith(`${key}:`))?.slice(key.length + 1);
  const text = words.filter((w) => !/^(user|answers|score|is):/i.test(w)).map((w) => w.toLowerCase());
  const type = opt('is');
  const user = opt('user');
  const minAnswers = opt('answers') ? Number(opt('answers')) : null;
  const minScore = opt('score') ? Number(opt('score')) : null;
  const post = (p: QuestionListItem) =>
    tags.every((t) => p.tags.some((x) => x.slug_name === t)) && text.every((w) => p.title.toLowerCase().includes(w));
  return {
    empty: !q.trim(),
    question: (p: QuestionListItem) =>
      type !== 'answer' && post(p) && (!user || p.operator?.username === user) && (minAnswers === null || p.answer_count >= minAnswers) && (minScore === null || p.vote_count >= minScore),
    answer: (a: MockAnswer, p: QuestionListItem) =>
      type !== 'question' && minAnswers === null && tags.every((t) => p.tags.some((x) => x.slug_name === t)) &&
      text.every((w) => a.text.toLowerCase().includes(w) || p.title.toLowerCase().includes(w)) &&
      (!user || a.username === user) && (minScore === null || a.vote_count >= minScore),
  };
}

const postHit = (p: QuestionListItem): SearchResult => ({
  object_type: 'question',
  object: {
    id: p.id,
    question_id: p.id,
    title: p.title,
    url_title: p.url_title,
    excerpt: p.description,
    created_at: p.created_at,
    vote_count: p.vote_count,
    answer_count: p.answer_count,
    accepted: p.accepted_answer_id !== '0',
    user_info: p.operator,
    tags: p.tags,
    status: p.status === 2 ? 'closed' : 'available',
    content_type: p.content_type,
  },
});

const answerHit = (a: MockAnswer, p: QuestionListItem): SearchResult => ({
  object_type: 'answer',
  object: { ...postHit(p).object, id: a.id, excerpt: a.text, vote_count: a.vote_count, accepted: false, user_info: makeUserBasic({ username: a.username }) },
});

/** GET search (over the fixture posts and mockSearch.answers) and GET search/desc. */
export const searchHandlers: HttpHandler[] = [
  handle(endpoints.getSearch, ({ query }) => {
    const { q, page, size, order } = query;
    const m = matcher(q);
    if (m.empty) return { count: 0, list: [] };
    const posts = mockState.questions.filter((p) => p.status !== 10 && p.show !== 2);
    const hits = [
      ...posts.filter(m.question).map(postHit),
      ...mockSearch.answers.flatMap((a) => {
        const p = posts.find((x) => x.id === a.question_id);
        return p && m.answer(a, p) ? [answerHit(a, p)] : [];
      }),
    ];
    if (order === 'score') hits.sort((a, b) => b.object.vote_count - a.object.vote_count);
    if (order === 'newest') hits.sort((a, b) => b.object.created_at - a.object.created_at);
    const start = (page - 1) * size;
    if (start > 0 && start >= hits.length) return errorResponses.notFound();
    return { count: hits.length, list: hits.slice(start, start + size) };
  }),
  handle(endpoints.getSearchDesc, () => mockSearch.desc),
];
