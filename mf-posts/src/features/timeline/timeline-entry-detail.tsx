// The expanded row of a revision entry: its changes against the revision before it, and for staff a rollback to it.
import { Alert, Button, Popconfirm, Spin, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '@site/shared/api';
import type { TimelineDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatDate } from '@site/shared/page';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { RevisionDiff } from './revision-diff';
import { useLazyGetObjectTimelineDetailQuery, useRollbackAnswerMutation, useRollbackQuestionMutation, useRollbackTagMutation } from './timeline-api';
import './texts';

export interface RollbackTarget {
  objectType: 'question' | 'answer' | 'tag';
  objectId: string;
  questionId: string;
}

/** Sends the revision's content back through the object's edit call, naming the revision (a 'rollback' entry). */
function useRollback(target: RollbackTarget) {
  const [question] = useRollbackQuestionMutation();
  const [answer] = useRollbackAnswerMutation();
  const [tag] = useRollbackTagMutation();
  return (revisionId: string, version: NonNullable<TimelineDetail['new_revision']>, summary: string) => {
    const common = { edit_summary: summary, rollback_revision_id: revisionId };
    if (target.objectType === 'question') {
      return question({ id: target.objectId, title: version.title, content: version.original_text, tags: version.tags.map((x) => ({ slug_name: x.slug_name })), ...common }).unwrap();
    }
    if (target.objectType === 'answer') return answer({ id: target.objectId, question_id: target.questionId, content: version.original_text, ...common }).unwrap();
    return tag({ tag_id: target.objectId, display_name: version.title, original_text: version.original_text, slug_name: version.slug_name || undefined, ...common }).unwrap();
  };
}

export interface TimelineEntryDetailProps {
  revisionId: string;
  /** The revision before it ('0' for none). */
  previousRevisionId: string;
  createdAt: number;
  target: RollbackTarget;
  /** Staff, and not the current version: offer a rollback. */
  canRollback: boolean;
}

export function TimelineEntryDetail({ revisionId, previousRevisionId, createdAt, target, canRollback }: TimelineEntryDetailProps) {
  const { t } = useTranslation('posts');
  const dispatch = useAppDispatch();
  const [load, { data, error, isFetching }] = useLazyGetObjectTimelineDetailQuery();
  const rollback = useRollback(target);
  useEffect(() => {
    void load({ new_revision_id: revisionId, old_revision_id: previousRevisionId }, true);
  }, [load, revisionId, previousRevisionId]);
  if (error) return <Alert type="error" showIcon title={errorMessage(error, t('timeline.not_found'))} />;
  if (!data || !data.new_revision) return <Spin size="small" description={t('timeline.loading_diff')} data-testid="diff-loading" />;
  const version = data.new_revision;
  const onRollback = async () => {
    try {
      await rollback(revisionId, version, t('timeline.rollback_summary', { date: formatDate(createdAt) }));
      dispatch(pushToast({ type: 'success', msg: t('timeline.rolled_back') }));
    } catch {
      // The api layer has shown the refusal already (a toast).
    }
  };
  return (
    <div data-testid={`timeline-detail-${revisionId}`} style={{ opacity: isFetching ? 0.6 : 1 }}>
      <RevisionDiff newRevision={version} oldRevision={data.old_revision} objectType={target.objectType} />
      {canRollback && (
        <Popconfirm
          title={t('timeline.rollback_confirm')}
          okText={t('timeline.rollback_ok')}
          cancelText={t('timeline.rollback_cancel')}
          okButtonProps={{ 'data-testid': 'rollback-ok' } as ButtonProps}
          onConfirm={() => onRollback()}
        >
          <Button size="small" style={{ marginTop: 12 }} data-testid={`rollback-${revisionId}`}>
            {t('timeline.rollback')}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
