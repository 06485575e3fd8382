import { useEffect, useState } from 'react';
import { Select } from 'antd';
import type { AdminUserItem } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { useGetAdminUsersPageQuery } from '../../components/admin-users-api';
import './texts';

const LOOKUP_DELAY_MS = 300;
const SHOWN = 10;

export interface MemberSelectProps {
  value?: string;
  onChange?: (userId: string) => void;
  /** The member chosen, for what the page says after the grant. */
  onPick: (member: AdminUserItem | null) => void;
  id?: string;
}

/** Finds a member as the admin types (username, display name, e-mail, or id:42) through the admin's users list. */
export function MemberSelect({ value, onChange, onPick, id }: MemberSelectProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useGetAdminUsersPageQuery({ query, page_size: SHOWN }, { skip: query === '' });
  const found = query ? (data?.list ?? []) : [];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={t('grants.member_placeholder')}
      loading={isFetching}
      notFoundContent={query && !isFetching ? t('grants.member_none') : null}
      options={found.map((u) => ({ value: u.user_id, label: `${u.display_name || u.username} (@${u.username}, id ${u.user_id})` }))}
      onChange={(userId: string) => {
        onChange?.(userId);
        onPick(found.find((u) => u.user_id === userId) ?? null);
      }}
      style={{ width: '100%' }}
      data-testid="grant-member"
    />
  );
}
