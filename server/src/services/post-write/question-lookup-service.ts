// The ask page's helpers: similar posts for the title being typed, and the tag selector's search.
import {
  SIMILAR_QUESTIONS_MAX,
  type endpoints,
  type Page,
  type QueryOf,
  type QuestionTagBasic,
  type SimilarQuestion,
} from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listedSql } from '../../repositories/post-rules-sql.js';
import { findTagDescriptions } from '../../repositories/tags-repo.js';
import { presentTagDescribed } from '../../presenters/tag-presenter.js';
import { isRecommended, isReserved, readWriteSettings } from './write-settings.js';

const MAX_WORDS = 16;

/**
 * The title's words as an OR tsquery: a post sharing any word is a candidate, more shared words rank higher.
 * Only letters and digits reach the query, so to_tsquery never sees operators or quotes.
 */
export function similarTsQuery(title: string): string | null {
  const words = [...new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => w.length >= 2).slice(0, MAX_WORDS);
  return words.length > 0 ? words.join(' | ') : null;
}

/** GET question/similar: up to 10 listed posts matching the title by full-text search (same SQL on both engines). */
export async function findSimilarQuestions(
  db: Kysely<Database>,
  { title }: QueryOf<typeof endpoints.getSimilarQuestions>,
): Promise<Page<SimilarQuestion>> {
  const q = similarTsQuery(title);
  if (!q) return { count: 0, list: [] };
  const tsq = sql`to_tsquery('simple', ${q})`;
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'title', 'url_title', 'content_type', 'status', 'answer_count', 'accepted_answer_id'])
    .where(listedSql(''))
    .where(sql<boolean>`search @@ ${tsq}`)
    .orderBy(sql`ts_rank_cd(search, ${tsq})`, 'desc')
    .orderBy('id', 'desc')
    .limit(SIMILAR_QUESTIONS_MAX)
    .execute();
  const list = rows.map((r) => ({
    id: r.id,
    title: r.title,
    url_title: r.url_title,
    content_type: r.content_type,
    status: r.status,
    answer_count: r.answer_count,
    accepted_answer: r.accepted_answer_id !== null,
  }));
  return { count: list.length, list };
}

const TAGS_MAX = 20;
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET question/tags: tags whose slug or display name starts with `tag` (synonyms offer their main tag), exact
 * match first, then recommended, then the most used. With no `tag`, the recommended tags.
 */
export async function searchQuestionTags(db: Kysely<Database>, { tag }: QueryOf<typeof endpoints.getQuestionTags>): Promise<QuestionTagBasic[]> {
  const settings = await readWriteSettings(db);
  let q = db
    .selectFrom('tags as t')
    .leftJoin('tags as m', 'm.id', 't.main_tag_id')
    .select([
      sql<string>`coalesce(m.id, t.id)`.as('id'),
      sql<string>`coalesce(m.slug_name, t.slug_name)`.as('slug_name'),
      sql<string>`coalesce(m.display_name, t.display_name)`.as('display_name'),
      sql<boolean>`coalesce(m.recommend, t.recommend)`.as('recommend'),
      sql<boolean>`coalesce(m.reserved, t.reserved)`.as('reserved'),
      sql<number>`coalesce(m.question_count, t.question_count)`.as('question_count'),
    ])
    .where('t.status', '=', 1)
    .where((eb) => eb.or([eb('m.id', 'is', null), eb('m.status', '=', 1)]));
  if (tag) {
    const prefix = likePrefix(tag.toLowerCase());
    q = q.where((eb) => eb.or([eb(sql`lower(t.slug_name)`, 'like', prefix), eb(sql`lower(t.display_name)`, 'like', prefix)]));
  } else {
    const listed = [...settings.recommendTags];
    q = q.where((eb) => eb.or([eb('t.recommend', '=', true), ...(listed.length ? [eb('t.slug_name', 'in', listed)] : [])]));
  }
  const rows = await q.orderBy(sql`coalesce(m.question_count, t.question_count)`, 'desc').orderBy('t.slug_name').limit(100).execute();
  const seen = new Set<string>();
  const needle = tag.toLowerCase();
  const tags = rows
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map((r) => ({
      tag_id: r.id,
      slug_name: r.slug_name,
      display_name: r.display_name,
      recommend: isRecommended(settings, r),
      reserved: isReserved(settings, r),
      exact: r.slug_name === needle || r.display_name.toLowerCase() === needle,
      uses: Number(r.question_count),
    }));
  tags.sort((a, b) => Number(b.exact) - Number(a.exact) || Number(b.recommend) - Number(a.recommend) || b.uses - a.uses);
  const shown = tags.slice(0, TAGS_MAX);
  // Descriptions only for the tags shown: the candidates above may be many, and a description may be long.
  const descriptions = await findTagDescriptions(db, shown.map((t) => t.tag_id));
  return shown.map(({ exact: _e, uses: _u, ...t }) => ({ ...t, ...presentTagDescribed(descriptions.get(t.tag_id) ?? '') }));
}
