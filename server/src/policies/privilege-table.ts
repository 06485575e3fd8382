// Answer's three presets (schema.privilegeOptionsLevelMapping): the reputation each privilege needs at level 1
// (low), 2 (medium) and 3 (high). The custom table starts as a copy of the low one.
import { PRIVILEGE_KEYS, PrivilegeLevel, type PrivilegeKey } from '@site/shared/contract';

export type PrivilegeTable = Record<PrivilegeKey, number>;
export type PresetLevel = 1 | 2 | 3;

const LEVELS: Record<PrivilegeKey, [number, number, number]> = {
  'rank.question.add': [1, 1, 1],
  'rank.answer.add': [1, 1, 1],
  'rank.comment.add': [1, 1, 1],
  'rank.report.add': [1, 1, 1],
  'rank.comment.vote_up': [1, 1, 1],
  'rank.link.url_limit': [1, 10, 10],
  'rank.question.vote_up': [1, 8, 15],
  'rank.answer.vote_up': [1, 8, 15],
  'rank.question.vote_down': [125, 125, 125],
  'rank.answer.vote_down': [125, 125, 125],
  'rank.answer.invite_someone_to_answer': [1, 500, 1000],
  'rank.tag.add': [1, 750, 1500],
  'rank.tag.edit': [1, 50, 100],
  'rank.question.edit': [1, 100, 200],
  'rank.answer.edit': [1, 100, 200],
  'rank.question.edit_without_review': [1, 1000, 2000],
  'rank.answer.edit_without_review': [1, 1000, 2000],
  'rank.question.audit': [1, 1000, 2000],
  'rank.answer.audit': [1, 1000, 2000],
  'rank.tag.audit': [1, 2500, 5000],
  'rank.tag.edit_without_review': [1, 10000, 20000],
  'rank.tag.synonym': [1, 10000, 20000],
};

/** The table of a preset level. */
export function presetTable(level: PresetLevel): PrivilegeTable {
  return Object.fromEntries(PRIVILEGE_KEYS.map((key) => [key, LEVELS[key][level - 1]])) as PrivilegeTable;
}

/**
 * The level a site has before its admin chooses one. Answer starts at high, but every member here starts at 1
 * reputation, and at high nobody could up-vote (15) until reputation came from accepted answers alone; low keeps a
 * new site working as it did (only down votes wait for 125) until the admin raises it.
 */
export const DEFAULT_PRIVILEGE_LEVEL: PresetLevel = PrivilegeLevel.low;

/** The label key of a privilege (`rank.question.add` -> `privilege.rank_question_add_label`). */
export const labelKeyOf = (key: PrivilegeKey): string => `privilege.${key.replaceAll('.', '_')}_label`;

/** The description key of a level. */
export const levelDescKeyOf = (level: number): string =>
  level === PrivilegeLevel.custom ? 'privilege.level_custom.description' : `privilege.level_${level}.description`;
