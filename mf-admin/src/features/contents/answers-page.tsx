import type { TableColumnsType } from 'antd';
import type { AdminAnswerItem, AdminAnswerStatusBody } from '@site/shared/contract';
import { errorMessage } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { formatCount } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { SmartLink, UserLink } from '@site/shared/ui';
import { useGetAdminAnswerPageQuery, useUpdateAdminAnswerStatusMutation } from './contents-api';
import { ContentsList, type ContentAction } from './contents-list';
import '../../components/texts';
import './texts';

const FILTERS = ['normal', 'deleted', 'pending'] as const;
type Filter = (typeof FILTERS)[number];
type Status = AdminAnswerStatusBody['status'];

function actionsFor(filter: Filter): ContentAction<Status>[] {
  if (filter === 'normal') return [{ key: 'delete', status: 'deleted', danger: true }];
  if (filter === 'deleted') return [{ key: 'restore', status: 'normal' }];
  return [];
}

/** /admin/answers: every answer by state, searchable, deleted or restored one by one or in bulk. */
export function AnswersPage() {
  const { t } = useTranslation('admin');
  const [update] = useUpdateAdminAnswerStatusMutation();
  const columns: TableColumnsType<AdminAnswerItem> = [
    {
      title: t('contents.col.answer'),
      key: 'answer',
      render: (_, a) => (
        <SmartLink to={`/questions/${a.question_id}/${a.id}`}>
          {a.description || t('contents.no_text')}
        </SmartLink>
      ),
    },
    { title: t('contents.col.question'), key: 'question', render: (_, a) => <SmartLink to={`/questions/${a.question_id}`}>{a.question_info.title}</SmartLink> },
    { title: t('contents.col.author'), key: 'author', render: (_, a) => <UserLink user={a.user_info} /> },
    { title: t('contents.col.votes'), dataIndex: 'vote_count', render: (n: number) => formatCount(n) },
    { title: t('contents.col.created'), dataIndex: 'create_time', render: (s: number) => formatDate(s) },
  ];
  return (
    <ContentsList<Filter, Status, AdminAnswerItem>
      kind="answers"
      filters={FILTERS}
      actionsFor={actionsFor}
      useList={useGetAdminAnswerPageQuery}
      change={async (row, status) => {
        const res = await update({ answer_id: row.id, status });
        return 'error' in res ? errorMessage(res.error, t('contents.failed')) : null;
      }}
      columns={columns}
      nameOf={(a) => a.description.slice(0, 60) || a.id}
    />
  );
}
