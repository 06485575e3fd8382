// The answers part of the detail page: answer list (orders default/updated/vote/created), accept, edit/delete/
// recover, the private plan, the linked-answer highlight, and the write-answer area.
import { useState } from 'react';
import { Empty, Pagination, Radio, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { answerOrders, AnswerStatus, PostStatus, type AnswerOrder, type QuestionInfo } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { selectLoginState, selectUser, useAppSelector } from '@site/shared/store';
import { AiReply } from '../ai-reply';
import { AnswerForm, AnswerFormNotice } from './answer-form';
import { AnswerItem } from './answer-item';
import { useGetAnswerPageQuery } from './answers-api';
import { useHighlight } from './use-highlight';
import './texts';

export interface AnswerSectionProps {
  question: QuestionInfo;
  /** The answer named in the address (/questions/{qid}/{slug}/{aid}): scrolled to and highlighted. */
  highlightAnswerId?: string;
}

export const ANSWER_PAGE_SIZE = 20;
const ORDER_PARAM = 'order';

const isOrder = (v: string | null): v is AnswerOrder => v !== null && (answerOrders as readonly string[]).includes(v);

export function AnswerSection({ question, highlightAnswerId }: AnswerSectionProps) {
  const { t } = useTranslation('posts');
  const [params, setParams] = useSearchParams();
  const raw = params.get(ORDER_PARAM);
  const order: AnswerOrder = isOrder(raw) ? raw : 'default';
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetAnswerPageQuery({ question_id: question.id, order, page, page_size: ANSWER_PAGE_SIZE });
  const login = useAppSelector(selectLoginState);
  const user = useAppSelector(selectUser);
  const { data: site } = useGetSiteInfoQuery();
  const highlighted = useHighlight(highlightAnswerId, Boolean(data));
  const viewerId = user?.id ?? '';

  const setOrder = (next: AnswerOrder) => {
    const p = new URLSearchParams(params);
    if (next === 'default') p.delete(ORDER_PARAM);
    else p.set(ORDER_PARAM, next);
    setParams(p, { replace: true });
    setPage(1);
  };

  const list = data?.list ?? [];
  const mine = list.find((a) => a.user_info.id === viewerId && a.status === AnswerStatus.normal);
  const restrict = site?.site_write.restrict_answer ?? true;
  const answered = restrict && (question.answered || mine !== undefined);

  let writeArea;
  if (!login.logged) writeArea = <AnswerFormNotice kind="login" />;
  else if (!login.activated || login.forbidden) writeArea = <AnswerFormNotice kind="activate" />;
  else if (question.status === PostStatus.closed) writeArea = <AnswerFormNotice kind="closed" />;
  else if (answered) writeArea = <AnswerFormNotice kind="answered" editPath={mine ? `/posts/${question.id}/${mine.id}/edit` : undefined} />;
  else writeArea = <AnswerForm questionId={question.id} />;

  return (
    <section data-testid="answer-section" style={{ marginTop: 32 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', borderBottom: '1px solid #eee', paddingBottom: 8 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="answer-count">
          {t('answer.count', { count: data?.count ?? question.answer_count })}
        </Typography.Title>
        <Radio.Group
          size="small"
          optionType="button"
          value={order}
          data-testid="answer-order"
          onChange={(e) => setOrder(e.target.value as AnswerOrder)}
          options={answerOrders.map((o) => ({ value: o, label: t(`answer.order.${o}`) }))}
        />
      </Space>
      <div data-testid="answer-list" aria-busy={isFetching}>
        {list.map((a) => (
          <AnswerItem key={a.id} answer={a} question={question} viewerId={viewerId} highlighted={highlighted === a.id} />
        ))}
        {data && list.length === 0 && <Empty description={t('answer.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </div>
      {data && data.count > ANSWER_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={ANSWER_PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
      {question.status === PostStatus.normal && (
        <div style={{ marginTop: 16 }}>
          <AiReply kind="answer" objectId={question.id} refreshTags={[{ type: 'Answer', id: `q${question.id}` }, { type: 'Question', id: question.id }]} />
        </div>
      )}
      <div style={{ marginTop: 24 }}>{writeArea}</div>
    </section>
  );
}
