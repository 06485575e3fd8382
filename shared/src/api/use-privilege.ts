// What the member's reputation allows, as GET permission answers it from the admin's privilege table: the buttons
// of every remote ask once for every action they show (one cached request), and each button reads its own.
import { endpoints } from '../contract/index.js';
import { selectLoginState, useAppSelector } from '../store/index.js';
import { api } from './api.js';
import { fromContract } from './from-contract.js';

/** Answer's permission keys the buttons follow (the post pages', and the Flag button on posts and profiles). */
export const PAGE_ACTIONS = [
  'question.add',
  'answer.add',
  'comment.add',
  'question.vote_up',
  'question.vote_down',
  'answer.vote_up',
  'answer.vote_down',
  'comment.vote_up',
  'question.edit_without_review',
  'answer.edit_without_review',
  'answer.invite_someone_to_answer',
  'tag.add',
  'tag.edit',
  'report.add',
] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

const ACTION_LIST = PAGE_ACTIONS.join(',');

export const permissionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Reputation moves with votes and acceptances: the user's refresh ('User') refetches it too.
    getPermission: build.query({ ...fromContract(endpoints.getPermission), providesTags: ['Permission', 'User'] }),
  }),
});

export interface Privilege {
  /** False only when the server said no: while loading, and for visitors (who are sent to log in), true. */
  allowed: boolean;
  /** Why not, in the member's language ('You need at least 15 reputation to do this.'); '' when allowed. */
  tip: string;
}

/** Whether the logged member may take `action` now; visitors and members not yet activated are not asked about. */
export function usePrivilege(action: PageAction | null): Privilege {
  const ls = useAppSelector(selectLoginState);
  const { data } = permissionApi.useGetPermissionQuery({ action: ACTION_LIST }, { skip: !ls.activated || ls.forbidden });
  const entry = action ? data?.[action] : undefined;
  return entry ? { allowed: entry.has_permission, tip: entry.no_permission_tip } : { allowed: true, tip: '' };
}
