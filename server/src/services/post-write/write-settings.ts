import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting } from '../../repositories/settings-repo.js';

/** The `write` site setting as the ask and edit rules need it (defaults like the site-info presenter's). */
export interface WriteSettings {
  requiredTag: boolean;
  recommendTags: Set<string>;
  reservedTags: Set<string>;
}

const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((s) => s.toLowerCase()) : []);

export async function readWriteSettings(db: Kysely<Database> | Transaction<Database>): Promise<WriteSettings> {
  const raw = await readSetting(db as Kysely<Database>, 'write');
  const w = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return {
    requiredTag: w.required_tag === true,
    recommendTags: new Set(strs(w.recommend_tags)),
    reservedTags: new Set(strs(w.reserved_tags)),
  };
}

/** A tag is recommended or reserved when the tag says so or the write setting lists its slug. */
export const isRecommended = (s: WriteSettings, tag: { slug_name: string; recommend: boolean }) =>
  tag.recommend || s.recommendTags.has(tag.slug_name.toLowerCase());
export const isReserved = (s: WriteSettings, tag: { slug_name: string; reserved: boolean }) =>
  tag.reserved || s.reservedTags.has(tag.slug_name.toLowerCase());
