import type { TableColumnsType } from 'antd';
import type { AdminQuestionItem, AdminQuestionStatusBody } from '@site/shared/contract';
import { errorMessage } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { formatCount } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { SmartLink, UserLink } from '@site/shared/ui';
import { useGetAdminQuestionPageQuery, useUpdateAdminQuestionStatusMutation } from './contents-api';
import { ContentsList, type ContentAction } from './contents-list';
import '../../components/texts';
import './texts';

const FILTERS = ['normal', 'closed', 'deleted', 'pending'] as const;
type Filter = (typeof FILTERS)[number];
type Status = AdminQuestionStatusBody['status'];

/** Answer's admin actions by state: close or delete a live post, reopen or delete a closed one, restore a deleted one. */
function actionsFor(filter: Filter): ContentAction<Status>[] {
  const del = { key: 'delete', status: 'deleted', danger: true } as const;
  if (filter === 'normal') return [{ key: 'close', status: 'closed' }, del];
  if (filter === 'closed') return [{ key: 'reopen', status: 'normal' }, del];
  if (filter === 'deleted') return [{ key: 'restore', status: 'normal' }];
  return [];
}

/** /admin/questions: every post (all kinds) by state, searchable, with status changes one by one or in bulk. */
export function QuestionsPage() {
  const { t } = useTranslation('admin');
  const [update] = useUpdateAdminQuestionStatusMutation();
  const columns: TableColumnsType<AdminQuestionItem> = [
    {
      title: t('contents.col.post'),
      key: 'title',
      render: (_, q) => (
        <SmartLink to={`/questions/${q.id}`}>
          {q.title}
        </SmartLink>
      ),
    },
    { title: t('contents.col.author'), key: 'author', render: (_, q) => <UserLink user={q.user_info} /> },
    { title: t('contents.col.votes'), dataIndex: 'vote_count', render: (n: number) => formatCount(n) },
    { title: t('contents.col.answers'), dataIndex: 'answer_count', render: (n: number) => formatCount(n) },
    { title: t('contents.col.created'), dataIndex: 'create_time', render: (s: number) => formatDate(s) },
  ];
  return (
    <ContentsList<Filter, Status, AdminQuestionItem>
      kind="questions"
      filters={FILTERS}
      actionsFor={actionsFor}
      useList={useGetAdminQuestionPageQuery}
      change={async (row, status) => {
        const res = await update({ question_id: row.id, status });
        return 'error' in res ? errorMessage(res.error, t('contents.failed')) : null;
      }}
      columns={columns}
      nameOf={(q) => q.title}
    />
  );
}
