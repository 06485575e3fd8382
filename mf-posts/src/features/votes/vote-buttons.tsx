// Up/down vote buttons with the count, for posts, answers and comments.
import { Space } from 'antd';
import { PrivilegeButton, type PageAction } from '../../components/privileges';
import { useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { formatCount } from '@site/shared/lib';
import { useLoginNeeded } from './use-login-needed';
import { useVoteMutation } from './vote-api';
import './texts';

export interface VoteButtonsProps {
  /** The post, answer or comment id. */
  objectId: string;
  voteCount: number;
  /** The viewer's vote: 'vote_up', 'vote_down' or ''. */
  voteStatus: string;
  /** The object's author (own posts cannot be voted on). */
  authorId: string;
  /** What is voted on: the reputation each direction needs differs by kind (the privilege table). */
  kind: 'question' | 'answer' | 'comment';
  /** Comments are voted up only: no down arrow. */
  upOnly?: boolean;
  /** Told the server's answer after a vote (comment lists keep their copy in step). */
  onVoted?: (result: { votes: number; vote_status: string }) => void;
  size?: 'small' | 'middle';
}

interface VoteState {
  count: number;
  status: string;
}

const VALUE: Record<string, number> = { vote_up: 1, vote_down: -1 };

/**
 * Clicking an arrow votes; clicking the highlighted one again cancels. The count moves at once and is corrected
 * by the server's answer, or put back when the vote fails (the server's message, e.g. on one's own post, is shown
 * as a toast by the api layer). Anonymous visitors go to login and come back here. An arrow the member's reputation
 * does not allow yet is disabled, its tooltip saying the reputation needed (withdrawing a vote stays possible).
 */
export function VoteButtons({ objectId, kind, voteCount, voteStatus, upOnly = false, onVoted, size = 'middle' }: VoteButtonsProps) {
  const { t } = useTranslation('posts');
  const loginNeeded = useLoginNeeded();
  const [vote, { isLoading }] = useVoteMutation();
  const [state, setState] = useState<VoteState>({ count: voteCount, status: voteStatus });
  // New props (the post refetched after the vote, or another page) replace the local copy, during render.
  const [seen, setSeen] = useState<VoteState>({ count: voteCount, status: voteStatus });
  if (seen.count !== voteCount || seen.status !== voteStatus) {
    setSeen({ count: voteCount, status: voteStatus });
    setState({ count: voteCount, status: voteStatus });
  }

  const click = async (direction: 'up' | 'down') => {
    if (!loginNeeded()) return;
    const target = direction === 'up' ? 'vote_up' : 'vote_down';
    const isCancel = state.status === target;
    const before = state;
    const nextStatus = isCancel ? '' : target;
    setState({ status: nextStatus, count: before.count - (VALUE[before.status] ?? 0) + (VALUE[nextStatus] ?? 0) });
    try {
      const res = await vote({ objectId, direction, isCancel }).unwrap();
      setState({ count: res.votes, status: res.vote_status });
      onVoted?.({ votes: res.votes, vote_status: res.vote_status });
    } catch {
      setState(before);
    }
  };

  const up = state.status === 'vote_up';
  const down = state.status === 'vote_down';
  return (
    <Space size={4} data-testid="vote-buttons" data-object-id={objectId} data-vote-status={state.status}>
      <PrivilegeButton
        action={up ? null : (`${kind}.vote_up` as PageAction)}
        size={size}
        type={up ? 'primary' : 'default'}
        aria-label={up ? t('vote.cancel_up') : t('vote.up')}
        aria-pressed={up}
        data-testid="vote-up"
        disabled={isLoading}
        onClick={() => void click('up')}
      >
        ▲
      </PrivilegeButton>
      <span data-testid="vote-count" style={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
        {formatCount(state.count)}
      </span>
      {!upOnly && (
        <PrivilegeButton
          action={down || kind === 'comment' ? null : (`${kind}.vote_down` as PageAction)}
          size={size}
          type={down ? 'primary' : 'default'}
          aria-label={down ? t('vote.cancel_down') : t('vote.down')}
          aria-pressed={down}
          data-testid="vote-down"
          disabled={isLoading}
          onClick={() => void click('down')}
        >
          ▼
        </PrivilegeButton>
      )}
    </Space>
  );
}
