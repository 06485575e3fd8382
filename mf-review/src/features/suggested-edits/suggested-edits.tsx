// The reviewer's view of suggested edits (staff): one suggestion at a time, oldest first, as Answer pages them:
// what the object is now against what the member suggests, word by word, and approve / reject.
import { Button, Card, Empty, Pagination, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TimelineObjectType, UnreviewedRevisionItem } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { diffPieces } from '@site/shared/lib';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { DelayedSkeleton, TextDiff, TimeAgo, UserLink } from '@site/shared/ui';
import { useAuditRevisionMutation, useGetUnreviewedRevisionsQuery } from './suggested-edits-api';
import './texts';

type Filter = 'all' | TimelineObjectType;

/** Where the object lives on the site. */
function objectPath(i: UnreviewedRevisionItem['info']): string {
  if (i.object_type === 'tag') return `/tags/${encodeURIComponent(i.url_title)}/info`;
  if (i.object_type === 'answer') return `/questions/${i.question_id}/${i.answer_id}`;
  return `/questions/${i.question_id}/${i.url_title}`;
}

function TagChanges({ before, after }: { before: string[]; after: string[] }) {
  const parts = diffPieces(before, after, '\u0000').flatMap((p) => p.text.split('\u0000').map((text) => ({ kind: p.kind, text })));
  return (
    <Space wrap data-testid="suggested-tags">
      {parts.map((p) => (
        <Tag key={`${p.kind}:${p.text}`} color={p.kind === 'added' ? 'success' : p.kind === 'removed' ? 'error' : undefined} data-diff={p.kind}>
          {p.kind === 'removed' ? <del>{p.text}</del> : p.text}
        </Tag>
      ))}
    </Space>
  );
}

function Suggestion({ item, onDecided }: { item: UnreviewedRevisionItem; onDecided: () => void }) {
  const { t } = useTranslation('review');
  const dispatch = useAppDispatch();
  const [audit, { isLoading }] = useAuditRevisionMutation();
  const [operation, setOperation] = useState<'approve' | 'reject'>();
  const current = item.info.current;
  const next = item.unreviewed_info.content;
  const decide = async (op: 'approve' | 'reject') => {
    setOperation(op);
    try {
      await audit({ id: item.unreviewed_info.id, operation: op }).unwrap();
      dispatch(pushToast({ type: 'success', msg: t(op === 'approve' ? 'suggested.approved' : 'suggested.rejected') }));
      onDecided();
    } catch {
      // The api layer has shown the refusal (a toast): decided meanwhile, or its post deleted.
    }
  };
  return (
    <Card
      data-testid="suggested-edit"
      title={
        <Space wrap>
          <Tag>{t(`suggested.type.${item.type}`)}</Tag>
          <Link to={objectPath(item.info)} data-testid="suggested-object-link">
            {item.info.title}
          </Link>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text type="secondary">{t('suggested.by')}</Typography.Text>
          {item.unreviewed_info.user_info && <UserLink user={item.unreviewed_info.user_info} showAvatar />}
          <TimeAgo seconds={item.unreviewed_info.create_at} />
        </Space>
        <div>
          <Typography.Text strong>{t('suggested.reason')}: </Typography.Text>
          <span data-testid="suggested-reason">{item.unreviewed_info.reason || t('suggested.no_reason')}</span>
        </div>
        {item.type !== 'answer' && (
          <div>
            <Typography.Text strong>{t('suggested.title')}: </Typography.Text>
            <TextDiff oldText={current.title} newText={next.title} testId="suggested-title" />
          </div>
        )}
        {item.type === 'question' && (
          <div>
            <Typography.Text strong>{t('suggested.tags')}: </Typography.Text>
            <TagChanges before={current.tags.map((x) => x.slug_name)} after={next.tags.map((x) => x.slug_name)} />
          </div>
        )}
        <div>
          <Typography.Text strong>{t('suggested.body')}</Typography.Text>
          <TextDiff oldText={current.original_text} newText={next.original_text} block testId="suggested-body" />
        </div>
        <Space>
          <Button type="primary" loading={isLoading && operation === 'approve'} disabled={isLoading} onClick={() => void decide('approve')} data-testid="suggested-approve">
            {t('suggested.approve')}
          </Button>
          <Button danger loading={isLoading && operation === 'reject'} disabled={isLoading} onClick={() => void decide('reject')} data-testid="suggested-reject">
            {t('suggested.reject')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

/** The "Suggested edits" tab of /review. */
export function SuggestedEdits() {
  const { t } = useTranslation('review');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useGetUnreviewedRevisionsQuery({ page, ...(filter === 'all' ? {} : { type: filter }) });
  if (isLoading || !data) return <DelayedSkeleton />;
  const item = data.list[0];
  // A decision takes the suggestion out of the queue: the same page then holds the next one (or the one before it, at the end).
  const afterDecision = () => setPage((p) => Math.max(1, Math.min(p, data.count - 1)));
  return (
    <section data-testid="suggested-edits" style={{ opacity: isFetching ? 0.7 : 1 }}>
      <Segmented<Filter>
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPage(1);
        }}
        options={(['all', 'question', 'answer', 'tag'] as const).map((f) => ({ value: f, label: t(`suggested.filter.${f}`) }))}
        style={{ marginBottom: 16 }}
        data-testid="suggested-filter"
      />
      {item ? (
        <>
          <Suggestion key={item.unreviewed_info.id} item={item} onDecided={afterDecision} />
          <Space style={{ marginTop: 16 }}>
            <Typography.Text type="secondary" data-testid="suggested-position">
              {t('suggested.position', { n: page, count: data.count })}
            </Typography.Text>
            <Pagination simple size="small" current={page} pageSize={1} total={data.count} onChange={setPage} />
          </Space>
        </>
      ) : (
        <Empty description={t('suggested.empty')} data-testid="suggested-empty" />
      )}
    </section>
  );
}
