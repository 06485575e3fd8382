// /posts/:qid/timeline, /posts/:qid/:aid/timeline, /tags/:tagId/timeline (login): every change of a post, answer or
// tag, oldest first: when, what, who, the comment; a revision entry opens its changes against the revision before
// it. Staff may show the vote entries and roll back to an earlier version.
import { Alert, Button, Checkbox, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@site/shared/api';
import { guardLogged } from '@site/shared/auth';
import { REVISION_ACTIVITY_TYPES, type Timeline, type TimelineItem, type TimelineObjectType } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton, ErrorPage, Guard, UserLink } from '@site/shared/ui';
import { TimelineEntryDetail, type RollbackTarget } from './timeline-entry-detail';
import { useGetObjectTimelineQuery } from './timeline-api';
import './texts';

const isRevisionEntry = (i: TimelineItem) => i.revision_id !== '0' && REVISION_ACTIVITY_TYPES.includes(i.activity_type);

/** Where the object itself lives. */
function objectPath(info: Timeline['object_info']): string {
  if (info.object_type === 'tag') return `/tags/${encodeURIComponent(info.slug_name)}/info`;
  const base = `/questions/${info.question_id}${info.url_title ? `/${info.url_title}` : ''}`;
  return info.object_type === 'answer' ? `/questions/${info.question_id}/${info.answer_id}` : base;
}

function TimelineView({ objectId, objectType }: { objectId: string; objectType: TimelineObjectType }) {
  const { t } = useTranslation('posts');
  const login = useAppSelector(selectLoginState);
  const staff = login.admin || login.moderator;
  const [showVotes, setShowVotes] = useState(false);
  const [open, setOpen] = useState<string[]>([]);
  const { data, error, isLoading } = useGetObjectTimelineQuery({ object_id: objectId, object_type: objectType, show_vote: staff && showVotes });
  if (isApiError(error) && error.status === 404) return <Alert type="warning" showIcon title={t('timeline.not_found')} data-testid="timeline-not-found" />;
  if (isLoading || !data) return error ? <ErrorPage code="50X" /> : <DelayedSkeleton />;

  const info = data.object_info;
  const revisions = data.timeline.filter(isRevisionEntry);
  const latest = revisions[revisions.length - 1]?.revision_id;
  const previousOf = (revisionId: string) => {
    const i = revisions.findIndex((r) => r.revision_id === revisionId);
    return i > 0 ? revisions[i - 1]!.revision_id : '0';
  };
  const target: RollbackTarget = { objectType: info.object_type, objectId, questionId: info.question_id };
  const toggle = (id: string) => setOpen((o) => (o.includes(id) ? o.filter((x) => x !== id) : [...o, id]));

  const columns: TableColumnsType<TimelineItem> = [
    {
      title: t('timeline.col_time'),
      key: 'time',
      width: 190,
      render: (_, i) => (
        <Space orientation="vertical" size={0}>
          <span>{formatDate(i.created_at)}</span>
          {i.cancelled && i.cancelled_at > 0 && <Typography.Text type="secondary">{formatDate(i.cancelled_at)}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('timeline.col_type'),
      key: 'type',
      render: (_, i) => (
        <Space orientation="vertical" size={0}>
          {isRevisionEntry(i) ? (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => toggle(i.activity_id)} data-testid={`timeline-toggle-${i.activity_id}`} aria-expanded={open.includes(i.activity_id)}>
              {open.includes(i.activity_id) ? '▾ ' : '▸ '}
              {t(`timeline.type.${i.activity_type}`)}
            </Button>
          ) : (
            <span>{t(`timeline.type.${i.activity_type}`)}</span>
          )}
          {i.cancelled && <Tag color="error">{t('timeline.cancelled')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('timeline.col_user'),
      key: 'user',
      render: (_, i) => (i.user_info ? <UserLink user={i.user_info} /> : <Typography.Text type="secondary">{t('timeline.n_or_a')}</Typography.Text>),
    },
    { title: t('timeline.col_comment'), key: 'comment', render: (_, i) => <span style={{ wordBreak: 'break-word' }}>{i.comment}</span> },
  ];

  return (
    <section data-testid="timeline-page">
      <Typography.Title level={1}>{t('timeline.title')}</Typography.Title>
      <Typography.Paragraph>
        {t(`timeline.of_${info.object_type}`)}{' '}
        <Link to={objectPath(info)} data-testid="timeline-object-link">
          {info.title}
        </Link>
      </Typography.Paragraph>
      {staff && info.object_type !== 'tag' && (
        <Checkbox checked={showVotes} onChange={(e) => setShowVotes(e.target.checked)} data-testid="timeline-show-votes" style={{ marginBottom: 12 }}>
          {t('timeline.show_votes')}
        </Checkbox>
      )}
      <Table<TimelineItem>
        rowKey="activity_id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={data.timeline}
        locale={{ emptyText: t('timeline.empty') }}
        onRow={(i) => ({ 'data-testid': `timeline-row-${i.activity_type}` }) as React.HTMLAttributes<HTMLElement>}
        expandable={{
          expandedRowKeys: open,
          showExpandColumn: false,
          rowExpandable: isRevisionEntry,
          expandedRowRender: (i) => (
            <TimelineEntryDetail
              revisionId={i.revision_id}
              previousRevisionId={previousOf(i.revision_id)}
              createdAt={i.created_at}
              target={target}
              canRollback={staff && i.revision_id !== latest}
            />
          ),
        }}
      />
    </section>
  );
}

/** The three timeline addresses: the answer's when there is an :aid, the tag's under /tags, else the post's. */
export function TimelinePage() {
  const { qid, aid, tagId } = useParams();
  const objectType: TimelineObjectType = tagId ? 'tag' : aid ? 'answer' : 'question';
  const objectId = tagId ?? aid ?? qid ?? '';
  if (!/^\d{1,19}$/.test(objectId)) return <ErrorPage code="404" />;
  return (
    <Guard check={guardLogged}>
      <TimelineView key={`${objectType}:${objectId}`} objectId={objectId} objectType={objectType} />
    </Guard>
  );
}
