// The post's action menu, built from member_actions (the server lists exactly what the viewer may do): edit,
// delete/undelete, close (with a reason)/reopen, pin/unpin, unlist/list. Results refresh the page and the lists.
import { App, Button, Dropdown, type ButtonProps, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuestionInfo, QuestionOperation } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { CloseModal } from './close-modal';
import { useDeleteQuestionMutation, useOperateQuestionMutation, useRecoverQuestionMutation, useReopenQuestionMutation } from './post-actions-api';
import './texts';

export interface PostActionsProps {
  question: QuestionInfo;
}

const OPERATIONS = new Set<string>(['pin', 'unpin', 'hide', 'show']);

/** Runs one confirmed action; the mutation's tags refresh the page, errors are shown by the api layer. */
function useRunAction(id: string) {
  const [del] = useDeleteQuestionMutation();
  const [recover] = useRecoverQuestionMutation();
  const [reopen] = useReopenQuestionMutation();
  const [operate] = useOperateQuestionMutation();
  return (action: string) => {
    if (action === 'delete') return del(id).unwrap();
    if (action === 'undelete') return recover(id).unwrap();
    if (action === 'reopen') return reopen(id).unwrap();
    if (OPERATIONS.has(action)) return operate({ id, operation: action as QuestionOperation }).unwrap();
    return Promise.resolve(null);
  };
}

export function PostActions({ question }: PostActionsProps) {
  const { t } = useTranslation('posts');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const run = useRunAction(question.id);
  const [closing, setClosing] = useState(false);
  const actions = question.member_actions;
  if (actions.length === 0) return <div data-testid="post-actions" />;

  const done = () => dispatch(pushToast({ type: 'success', msg: t('post_actions.done') }));
  const confirm = (action: string) =>
    modal.confirm({
      title: t(`post_actions.${action}`),
      content: t(`post_actions.confirm_${action}`),
      okText: t('post_actions.ok'),
      cancelText: t('post_actions.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      // Resolving closes the dialog; a failure was already shown (toast) by the api layer.
      onOk: () => run(action).then(done, () => undefined),
    });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit') navigate(`/posts/${question.id}/edit`);
    else if (key === 'close') setClosing(true);
    else confirm(key);
  };
  const items: MenuProps['items'] = actions.map((a) => ({
    key: a.action,
    label: <span data-testid={`post-action-${a.action}`}>{t(`post_actions.${a.action}`, { defaultValue: a.name })}</span>,
    danger: a.action === 'delete',
  }));

  return (
    <div data-testid="post-actions">
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button size="small" data-testid="post-actions-menu" aria-label={t('post_actions.menu')}>
          ···
        </Button>
      </Dropdown>
      <CloseModal
        questionId={question.id}
        open={closing}
        onCancel={() => setClosing(false)}
        onDone={() => {
          setClosing(false);
          done();
        }}
      />
    </div>
  );
}
