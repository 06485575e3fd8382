import { Button, Card, Select, Space, Typography } from 'antd';
import { PrivilegeButton } from '../../components/privileges';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage, isApiError, useLazySearchUserInfoQuery } from '@site/shared/api';
import { INVITE_MAX, type UserBasic } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, selectLoginState, useAppDispatch, useAppSelector } from '@site/shared/store';
import { UserLink } from '@site/shared/ui';
import { useGetQuestionInviteQuery, useUpdateQuestionInviteMutation } from './question-detail-api';
import './texts';

/** Typing pauses this long before the people search runs. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 400;

/** People search for the dropdown, debounced; results merge with who is already chosen (their labels stay). */
function usePeopleSearch(chosen: UserBasic[]) {
  const [text, setText] = useState('');
  const [search, { data, isFetching }] = useLazySearchUserInfoQuery();
  useEffect(() => {
    const q = text.trim();
    if (!q) return;
    const timer = setTimeout(() => void search(q, true), PEOPLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);
  const options = useMemo(() => {
    const byName = new Map<string, UserBasic>();
    for (const u of [...chosen, ...(text.trim() ? (data ?? []) : [])]) byName.set(u.username, u);
    return [...byName.values()].map((u) => ({ value: u.username, label: `${u.display_name} (@${u.username})` }));
  }, [chosen, data, text]);
  return { options, setText, isFetching, found: data ?? [] };
}

/**
 * Invite people to answer: the invited list for everyone, and for activated members an editor with a people
 * dropdown. Not offered on closed or deleted posts (the server refuses them too).
 */
export function InviteAnswer({ questionId, open: postOpen }: { questionId: string; open: boolean }) {
  const { t } = useTranslation('posts');
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLoginState);
  const { data: invited = [] } = useGetQuestionInviteQuery(questionId);
  const [save, { isLoading }] = useUpdateQuestionInviteMutation();
  const [editing, setEditing] = useState(false);
  const [names, setNames] = useState<string[]>([]);
  const [picked, setPicked] = useState<UserBasic[]>([]);
  const people = usePeopleSearch(picked);

  const start = () => {
    setNames(invited.map((u) => u.username));
    setPicked(invited);
    setEditing(true);
  };
  const onChange = (next: string[]) => {
    setNames(next);
    const known = new Map([...picked, ...people.found].map((u) => [u.username, u]));
    setPicked(next.map((n) => known.get(n)).filter((u): u is UserBasic => !!u));
  };
  const submit = async () => {
    try {
      await save({ id: questionId, invite_user: names }).unwrap();
      setEditing(false);
      dispatch(pushToast({ type: 'success', msg: t('detail.invite_saved') }));
    } catch (err) {
      // Field errors come back to the caller; other errors were shown by the api layer.
      if (isApiError(err) && err.fieldErrors) dispatch(pushToast({ type: 'danger', msg: errorMessage(err) }));
    }
  };

  const canInvite = login.normal && postOpen;
  return (
    <Card
      size="small"
      title={t('detail.invite')}
      data-testid="invite-answer"
      extra={
        canInvite && !editing ? (
          <PrivilegeButton action="answer.invite_someone_to_answer" size="small" type="link" data-testid="invite-edit" onClick={start}>
            {t('detail.invite_edit')}
          </PrivilegeButton>
        ) : null
      }
    >
      {editing ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select
            mode="multiple"
            style={{ width: '100%' }}
            data-testid="invite-select"
            placeholder={t('detail.invite_placeholder')}
            value={names}
            options={people.options}
            showSearch={{ filterOption: false, onSearch: people.setText }}
            loading={people.isFetching}
            maxCount={INVITE_MAX}
            onChange={onChange}
          />
          <Space>
            <Button type="primary" size="small" loading={isLoading} data-testid="invite-save" onClick={() => void submit()}>
              {t('detail.invite_save')}
            </Button>
            <Button size="small" onClick={() => setEditing(false)}>
              {t('detail.invite_cancel')}
            </Button>
          </Space>
        </Space>
      ) : invited.length === 0 ? (
        <Typography.Text type="secondary">{t('detail.invite_none')}</Typography.Text>
      ) : (
        <Space wrap data-testid="invited-list">
          {invited.map((u) => (
            <UserLink key={u.id} user={u} showAvatar />
          ))}
        </Space>
      )}
    </Card>
  );
}
