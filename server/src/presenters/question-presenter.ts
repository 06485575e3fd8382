import type { QuestionDetail, QuestionInfo, QuestionListItem, TagBrief, UserBasic } from '@site/shared/contract';
import type { PostListRow, PostRow } from '../repositories/questions-repo.js';
import type { PictureJson } from '../repositories/pictures-repo.js';
import type { TagRow } from '../repositories/tags-repo.js';
import { presentPicture } from './picture-presenter.js';
import type { TagJson } from '../repositories/questions-repo.js';
import { unix } from './time.js';

export function presentTag(t: TagRow | TagJson): TagBrief {
  return {
    slug_name: t.slug_name,
    display_name: t.display_name,
    main_tag_slug_name: t.main_tag_slug_name ?? '',
    recommend: t.recommend,
    reserved: t.reserved,
  };
}

const idOrZero = (id: string | null) => id ?? '0';

/** The fields lists and details share; the excerpt is the body's start, so a locked post goes without it. */
/** A post row, with its picture when it is an AI picture post (lists and the detail select it). */
type CommonRow = PostListRow & { picture?: PictureJson | null };

function presentCommon(p: CommonRow, tags: (TagRow | TagJson)[], canReadContent: boolean) {
  return {
    id: p.id,
    title: p.title,
    url_title: p.url_title,
    description: canReadContent ? p.description : '',
    content_type: p.content_type,
    score: Number(p.score),
    status: p.status,
    pin: p.pin,
    show: p.show,
    view_count: p.view_count,
    unique_view_count: p.unique_view_count,
    vote_count: p.vote_count,
    answer_count: p.answer_count,
    collection_count: p.collection_count,
    follow_count: p.follow_count,
    accepted_answer_id: idOrZero(p.accepted_answer_id),
    last_answer_id: idOrZero(p.last_answer_id),
    tags: tags.map(presentTag),
    // AI pictures are never a paid kind: the picture shows to everyone who sees the post.
    ...(p.picture ? { picture: presentPicture(p.picture) } : {}),
  };
}

/** List item; `operator` is whoever acted last (the last answerer, else the author). */
export function presentListItem(
  p: CommonRow,
  tags: (TagRow | TagJson)[],
  operator: UserBasic | null,
  lastAnsweredAt: Date | null,
  canReadContent: boolean,
): QuestionListItem {
  const answered = p.last_answer_id !== null && lastAnsweredAt !== null;
  return {
    ...presentCommon(p, tags, canReadContent),
    created_at: unix(p.created_at),
    operated_at: unix(answered ? lastAnsweredAt : (p.edited_at ?? p.created_at)),
    operation_type: answered ? 'answered' : p.edited_at ? 'modified' : 'asked',
    operator,
  };
}

/** What a post's detail shows every reader alike (the paywall aside). */
export interface DetailExtras {
  tags: (TagRow | TagJson)[];
  author: UserBasic;
  editor?: UserBasic;
  lastAnswerer?: UserBasic;
  /** The answer an ended bounty's reward went to (null: back to its author, or not ended). */
  bountyAnswerId?: string | null;
  /** False hides the body and excerpt of a paid post (the viewer is neither its author, staff, nor a buyer). */
  canReadContent: boolean;
  /** A resource's drive share: the paid part with the body, so hidden with it. */
  driveShare?: { share_url: string; share_code: string } | null;
}

/** What a post's detail shows of one viewer's own standing (all false / '' for anonymous viewers). */
export interface ViewerFields {
  answered: boolean;
  memberActions: QuestionInfo['member_actions'];
  marks: { collected: boolean; vote_status: string; is_followed: boolean };
}

/** The detail without the viewer's own fields: the same for every reader on the same side of the paywall. */
export type QuestionBody = Omit<QuestionDetail, 'answered' | 'collected' | 'vote_status' | 'is_followed' | 'member_actions'>;

export function presentQuestionBody(p: PostRow & { picture?: PictureJson | null }, x: DetailExtras): QuestionBody {
  return {
    ...presentCommon(p, x.tags, x.canReadContent),
    content: x.canReadContent ? p.original_text : '',
    html: x.canReadContent ? p.parsed_text : '',
    first_answer_id: idOrZero(p.first_answer_id),
    create_time: unix(p.created_at),
    update_time: unix(p.updated_at),
    edit_time: unix(p.edited_at),
    user_info: x.author,
    ...(x.editor ? { update_user_info: x.editor } : {}),
    ...(x.lastAnswerer ? { last_answered_user_info: x.lastAnswerer } : {}),
    close_type: p.close_type,
    close_msg: p.close_msg,
    deleted_at: p.deleted_at ? unix(p.deleted_at) : 0,
    pinned_at: p.pinned_at ? unix(p.pinned_at) : 0,
    content_locked: !x.canReadContent,
    bounty_end_time: unix(p.bounty_ends_at),
    bounty_settled: p.bounty_settled_at !== null,
    bounty_answer_id: x.bountyAnswerId ?? '',
    ...(x.canReadContent && x.driveShare ? { share_url: x.driveShare.share_url, share_code: x.driveShare.share_code } : {}),
  };
}

/** A post's detail for one viewer: its body (shared by readers) with what this viewer did to it. */
export function presentQuestionInfo(body: QuestionBody, v: ViewerFields): QuestionDetail {
  return {
    ...body,
    answered: v.answered,
    collected: v.marks.collected,
    vote_status: v.marks.vote_status,
    is_followed: v.marks.is_followed,
    member_actions: v.memberActions,
  };
}
