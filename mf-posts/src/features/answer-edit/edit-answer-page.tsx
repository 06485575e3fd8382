// /posts/:qid/:aid/edit: edit an answer once the editable check passes (spec section 2; section 4 "Guards": a
// refusal, which the check answers with 400, shows the 403 page with the server's message).
import { Result } from 'antd';
import { useParams } from 'react-router-dom';
import { isApiError } from '@site/shared/api';
import { guardActivated } from '@site/shared/auth';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton, ErrorPage, Guard, SmartLink } from '@site/shared/ui';
// The answers entry also brings the answers' texts this page shows.
import { useCheckEditableQuery, useGetAnswerInfoQuery } from '../answers';
import { EditAnswerForm } from './edit-answer-form';

const ID = /^\d{1,19}$/;

export function EditAnswerPage() {
  return (
    <Guard check={guardActivated}>
      <EditableCheck />
    </Guard>
  );
}

function EditableCheck() {
  const { t } = useTranslation('posts');
  const { qid = '', aid = '' } = useParams();
  const valid = ID.test(qid) && ID.test(aid);
  const check = useCheckEditableQuery(aid, { skip: !valid, refetchOnMountOrArgChange: true });
  const info = useGetAnswerInfoQuery(aid, { skip: !valid || check.data !== true });
  if (!valid) return <ErrorPage code="404" />;
  if (check.error) {
    if (isApiError(check.error) && check.error.status === 400) {
      return (
        <Result
          status="403"
          title="403"
          subTitle={<span data-testid="edit-forbidden-msg">{check.error.msg}</span>}
          extra={<SmartLink to="/">{t('answer.back_home')}</SmartLink>}
          data-testid="edit-answer-forbidden"
        />
      );
    }
    return <ErrorPage code={isApiError(check.error) && check.error.status === 404 ? '404' : '403'} />;
  }
  if (check.isLoading || info.isLoading || !info.data) return info.error ? <ErrorPage code="404" /> : <DelayedSkeleton />;
  if (info.data.info.question_id !== qid) return <ErrorPage code="404" />;
  return <EditAnswerForm detail={info.data} />;
}
