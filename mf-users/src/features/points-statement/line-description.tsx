import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { StatementLine } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { POINTS_PATHS } from '@site/shared/lib';
import './texts';

/** Kinds about a post: the line names the post and links to it. */
const POST_KINDS = new Set(['buy', 'sale', 'reward_escrow', 'reward_paid', 'reward_refund', 'bounty_awarded', 'bounty_refund']);
/** Kinds about a cash-out request: the line links to the withdrawal page (its object is the request, not a post). */
const WITHDRAWAL_KINDS = new Set(['withdrawal', 'withdrawal_refund', 'withdrawal_paid']);
/** Kinds whose memo the member should read: an admin's reason, a rejection's reason, a payment's reference. */
const MEMO_KINDS = new Set(['grant', 'withdrawal_refund', 'withdrawal_paid']);
const KNOWN = new Set([...POST_KINDS, ...WITHDRAWAL_KINDS, 'opening', 'exchange', 'recharge', 'grant']);

/** Which text names a line: a grant that takes points away is a correction. */
function textKey(line: StatementLine): string {
  if (line.kind === 'grant' && line.amount < 0) return 'points.kind.correction';
  return KNOWN.has(line.kind) ? `points.kind.${line.kind}` : 'points.kind.other';
}

/** What a statement line was, in words: the kind, the post it is about (linked), or the admin's reason. */
export function LineDescription({ line }: { line: StatementLine }) {
  const { t } = useTranslation('users');
  const words = t(textKey(line));
  const postPath = `/questions/${line.question_id}${line.url_title ? `/${line.url_title}` : ''}`;
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {WITHDRAWAL_KINDS.has(line.kind) ? <Link to={POINTS_PATHS.withdrawal}>{words}</Link> : words}
      {POST_KINDS.has(line.kind) && line.question_id && (
        <>
          {' '}
          <Link to={postPath} data-testid="statement-post-link">
            “{line.title}”
          </Link>
        </>
      )}
      {MEMO_KINDS.has(line.kind) && line.memo && (
        <Typography.Text type="secondary" data-testid="statement-memo">
          {': '}
          {line.memo}
        </Typography.Text>
      )}
    </span>
  );
}
