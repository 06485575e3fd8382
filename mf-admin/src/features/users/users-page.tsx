import { useState } from 'react';
import { Button, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminUserItem, AdminUsersPageQuery } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { formatCount } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { useGetAdminUsersPageQuery } from '../../components/admin-users-api';
import { AddUserModal } from './add-user-modal';
import { BulkAddModal } from './bulk-add-modal';
import { StatusTag } from './status-tag';
import { UserActions } from './user-actions';
import { useRoleName } from './use-role-name';
import './texts';

export const USERS_PAGE_SIZE = 20;
const STATUSES = ['normal', 'suspended', 'inactive', 'deleted'] as const;
type StatusFilter = (typeof STATUSES)[number];

/**
 * /admin/users: every member, newest first, filtered by status and role (all or staff) and searched by name, e-mail
 * or id:<id>; each row has its actions. The filters, the search and the page are in the address, so a reload or a
 * shared link shows the same list. "Add user" adds one member, "Bulk add" many.
 */
export function UsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const roleName = useRoleName();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState<'one' | 'bulk' | null>(null);
  const askedStatus = params.get('status') as StatusFilter | null;
  const status = askedStatus && STATUSES.includes(askedStatus) ? askedStatus : undefined;
  const staff = params.get('role') === 'staff';
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const arg: AdminUsersPageQuery = { page, page_size: USERS_PAGE_SIZE, ...(query ? { query } : {}), ...(status ? { status } : {}), ...(staff ? { staff } : {}) };
  const { data, isFetching } = useGetAdminUsersPageQuery(arg);

  /** Changes one filter and goes back to the first page. */
  const setFilter = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };

  const columns: TableColumnsType<AdminUserItem> = [
    {
      title: t('users.name'),
      key: 'name',
      render: (_, u) => (
        <div>
          <Link to={`/admin/users/${u.user_id}`} data-testid={`user-link-${u.username}`}>
            {u.display_name || u.username}
          </Link>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            @{u.username}
          </Typography.Text>
        </div>
      ),
    },
    { title: t('users.email'), dataIndex: 'e_mail' },
    { title: t('users.reputation'), dataIndex: 'rank', render: (n: number) => formatCount(n) },
    { title: t('users.role'), key: 'role', render: (_, u) => roleName(u.role_id, u.role_name) },
    { title: t('users.status'), key: 'status', render: (_, u) => <StatusTag user={u} /> },
    { title: t('users.created_at'), dataIndex: 'created_at', render: (s: number) => formatDate(s, { dateOnly: true }) },
    { title: t('users.action'), key: 'action', render: (_, u) => <UserActions user={u} withView /> },
  ];

  return (
    <div data-testid="admin-users">
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          key={query}
          defaultValue={query}
          allowClear
          placeholder={t('users.search')}
          aria-label={t('users.search')}
          onSearch={(v) => setFilter('q', v.trim() || undefined)}
          style={{ width: 280 }}
          data-testid="users-search"
        />
        <Select<StatusFilter | 'all'>
          aria-label={t('users.filter.status')}
          value={status ?? 'all'}
          onChange={(v) => setFilter('status', v === 'all' ? undefined : v)}
          options={[{ value: 'all', label: `${t('users.filter.status')}: ${t('users.filter.all')}` }, ...STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))]}
          style={{ width: 160 }}
          data-testid="users-status-filter"
        />
        <Select<'all' | 'staff'>
          aria-label={t('users.filter.role')}
          value={staff ? 'staff' : 'all'}
          onChange={(v) => setFilter('role', v === 'staff' ? 'staff' : undefined)}
          options={[
            { value: 'all', label: `${t('users.filter.role')}: ${t('users.filter.all')}` },
            { value: 'staff', label: t('users.filter.staff') },
          ]}
          style={{ width: 160 }}
          data-testid="users-role-filter"
        />
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <Button type="primary" onClick={() => setAdding('one')} data-testid="users-add-one">
            {t('users.add_one')}
          </Button>
          <Button onClick={() => setAdding('bulk')} data-testid="users-add">
            {t('users.add')}
          </Button>
        </Flex>
      </Flex>
      <Table<AdminUserItem>
        rowKey="user_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('queue.empty') }}
        pagination={{
          current: page,
          pageSize: USERS_PAGE_SIZE,
          total: data?.count ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (p) => {
            const next = new URLSearchParams(params);
            next.set('page', String(p));
            setParams(next);
          },
        }}
        data-testid="users-table"
      />
      {adding === 'one' && (
        <AddUserModal
          onClose={() => setAdding(null)}
          onDone={() => {
            setAdding(null);
            dispatch(pushToast({ type: 'success', msg: t('add_user.done') }));
          }}
        />
      )}
      {adding === 'bulk' && (
        <BulkAddModal
          onClose={() => setAdding(null)}
          onDone={(count) => {
            setAdding(null);
            dispatch(pushToast({ type: 'success', msg: t('bulk.done', { count }) }));
          }}
        />
      )}
    </div>
  );
}
