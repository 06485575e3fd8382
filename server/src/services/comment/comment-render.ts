import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUsersByNames } from '../../repositories/comments-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { findMentions, linkMentions } from '../markdown/mentions.js';
import { renderMarkdown } from '../markdown/render-markdown.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface RenderedComment {
  parsedText: string;
  /** Existing users mentioned in the text (outside code and links). */
  mentioned: UserRow[];
}

/** Markdown -> sanitized HTML, then mentions of existing users -> links to their page. */
export async function renderComment(db: Db, originalText: string): Promise<RenderedComment> {
  const html = renderMarkdown(originalText);
  const users = await findUsersByNames(db, findMentions(html));
  const names = new Map([...users].map(([lower, u]) => [lower, u.username]));
  return { parsedText: linkMentions(html, names), mentioned: [...users.values()] };
}
