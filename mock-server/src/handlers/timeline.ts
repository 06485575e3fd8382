import type { HttpHandler } from 'msw';
import { endpoints, type RevisionDetail, type RevisionAuditBody, type TimelineItem, type UnreviewedRevisionItem } from '@site/shared/contract';
import { errorResponses } from '../envelope.js';
import { FIXTURE_NOW, makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { registerMockReset } from '../state.js';

const alice = makeUserBasic({ id: '3', username: 'alice', display_name: 'Alice' });
const mod = makeUserBasic({ id: '5', username: 'mod', display_name: 'Mod' });
const bob = makeUserBasic({ id: '31', username: 'bob', display_name: 'Bob' });

const version = (title: string, text: string, tags: string[] = ['bread']): RevisionDetail => ({
  title,
  original_text: text,
  slug_name: '',
  main_tag_slug_name: '',
  tags: tags.map((slug) => ({ slug_name: slug, display_name: slug, main_tag_slug_name: '', recommend: false, reserved: false })),
});

/** The stored versions the fixture timelines point at. */
export const mockRevisions: Record<string, RevisionDetail> = {
  '901': version('How do I bake bread?', 'I want to bake **bread** at home.'),
  '902': version('How do I bake bread at home?', 'I want to bake **sourdough bread** at home.', ['bread', 'baking']),
  '903': version('How do I bake bread?', 'I want to bake **bread** at home.'),
};

const entry = (id: string, type: TimelineItem['activity_type'], who: typeof alice, extra: Partial<TimelineItem> = {}): TimelineItem => ({
  activity_id: id,
  revision_id: '0',
  created_at: FIXTURE_NOW - 3600 + Number(id) * 60,
  activity_type: type,
  comment: '',
  object_id: '1001',
  object_type: 'question',
  cancelled: false,
  cancelled_at: 0,
  user_info: who,
  username: who.username,
  user_display_name: who.display_name,
  ...extra,
});

/** A post's timeline: asked, edited, closed, reopened, rolled back; the vote entries come only with show_vote. */
export const mockTimelineItems = (): TimelineItem[] => [
  entry('1', 'asked', alice, { revision_id: '901' }),
  entry('2', 'edited', alice, { revision_id: '902', comment: 'more detail' }),
  entry('3', 'upvote', bob, { cancelled: true, cancelled_at: FIXTURE_NOW - 3000 }),
  entry('4', 'closed', mod, { comment: 'duplicate' }),
  entry('5', 'reopened', mod),
  entry('6', 'rollback', mod, { revision_id: '903', comment: 'Rolled back to revision 1' }),
];

const suggestion = (id: string, type: UnreviewedRevisionItem['type'], current: RevisionDetail, next: RevisionDetail, reason: string): UnreviewedRevisionItem => ({
  type,
  info: { object_id: type === 'tag' ? '7' : '1001', object_type: type, question_id: type === 'tag' ? '' : '1001', answer_id: '', title: current.title, url_title: 'how-do-i-bake-bread', current },
  unreviewed_info: { id, use_id: bob.id, object_id: '1001', title: next.title, url_title: 'how-do-i-bake-bread', content: next, status: 2, create_at: FIXTURE_NOW - 600, user_info: bob, reason },
});

const initialSuggestions = (): UnreviewedRevisionItem[] => [
  suggestion('950', 'question', mockRevisions['903']!, version('How do I bake bread?', 'I want to bake **rye bread** at home.'), 'name the bread'),
  suggestion('951', 'question', mockRevisions['903']!, version('Baking bread', 'I want to bake bread.'), 'shorter'),
];

/** The suggested edits waiting for review, oldest first; audits take them out. */
export const mockSuggestions: UnreviewedRevisionItem[] = initialSuggestions();
/** The audits the handlers received (what a test checks after pressing approve or reject). */
export const mockAudits: RevisionAuditBody[] = [];
registerMockReset(() => {
  mockSuggestions.splice(0, mockSuggestions.length, ...initialSuggestions());
  mockAudits.length = 0;
});

const votes = new Set(['upvote', 'downvote']);

/** Timelines and suggested edits: fixtures only (who may see votes is the server's to decide). */
export const timelineHandlers: HttpHandler[] = [
  handle(endpoints.getObjectTimeline, ({ query }) => ({
    object_info: {
      title: query.object_type === 'tag' ? 'bread' : 'How do I bake bread?',
      object_type: query.object_type ?? 'question',
      question_id: query.object_type === 'tag' ? '' : '1001',
      answer_id: query.object_type === 'answer' ? query.object_id : '',
      username: 'alice',
      display_name: 'Alice',
      main_tag_slug_name: '',
      url_title: 'how-do-i-bake-bread',
      slug_name: query.object_type === 'tag' ? 'bread' : '',
    },
    timeline: mockTimelineItems()
      .filter((i) => query.show_vote || !votes.has(i.activity_type))
      .map((i) => ({ ...i, object_id: query.object_id, object_type: query.object_type ?? 'question' })),
  })),
  handle(endpoints.getObjectTimelineDetail, ({ query }) => {
    const next = mockRevisions[query.new_revision_id];
    if (!next) return errorResponses.notFound('error.revision.not_found');
    return { new_revision: next, old_revision: mockRevisions[query.old_revision_id] ?? null };
  }),
  handle(endpoints.getUnreviewedRevisions, ({ query }) => {
    const list = mockSuggestions.filter((s) => !query.type || s.type === query.type);
    const item = list[query.page - 1];
    return { count: list.length, list: item ? [item] : [] };
  }),
  handle(endpoints.auditRevision, ({ body }) => {
    const i = mockSuggestions.findIndex((s) => s.unreviewed_info.id === body.id);
    if (i < 0) return errorResponses.toast('error.revision.already_reviewed');
    mockSuggestions.splice(i, 1);
    mockAudits.push(body);
    return null;
  }),
];
