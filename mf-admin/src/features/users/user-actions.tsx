import { useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AdminUserItem, UpdateUserStatusBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, useAppDispatch } from '@site/shared/store';
import { ActivationModal } from './activation-modal';
import { DeleteUserModal } from './delete-user-modal';
import { PasswordModal } from './password-modal';
import { RoleModal } from './role-modal';
import { StatusModal } from './status-modal';
import { useUpdateUserRoleMutation, useUpdateUserStatusMutation } from './users-api';
import './texts';

type Open = 'status' | 'delete' | 'role' | 'password' | 'activation' | null;

export interface UserActionsProps {
  user: Pick<AdminUserItem, 'user_id' | 'username' | 'status' | 'role_id'>;
  /** The list offers the way to the user's page; that page does not. */
  withView?: boolean;
}

/**
 * A user's actions (the list's row menu and the user's page): change status (suspend for a while, delete in the delete
 * modal), change role, set a new password, and activation for one who has not confirmed the e-mail. A deleted account
 * has none. Refusals (acting on oneself) come back from the server as its toast.
 */
export function UserActions({ user, withView = false }: UserActionsProps) {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<Open>(null);
  const [updateStatus, { isLoading: statusBusy }] = useUpdateUserStatusMutation();
  const [updateRole, { isLoading: roleBusy }] = useUpdateUserRoleMutation();

  const done = (msg = t('common:toast.update_success')) => {
    setOpen(null);
    dispatch(pushToast({ type: 'success', msg }));
  };
  const changeStatus = async (change: Omit<UpdateUserStatusBody, 'user_id'>) => {
    const result = await updateStatus({ user_id: user.user_id, ...change });
    if ('error' in result) setOpen(null);
    else done();
  };
  const changeRole = async (roleId: 1 | 2 | 3) => {
    const result = await updateRole({ user_id: user.user_id, role_id: roleId });
    if ('error' in result) setOpen(null);
    else done();
  };

  const deleted = user.status === 'deleted';
  const items: MenuProps['items'] = [
    ...(withView ? [{ key: 'view', label: t('users.view') }] : []),
    ...(deleted
      ? []
      : [
          { key: 'status', label: t('users.change_status') },
          { key: 'role', label: t('users.change_role') },
          { key: 'password', label: t('users.set_password') },
          ...(user.status === 'inactive' ? [{ key: 'activation', label: t('users.activation') }] : []),
        ]),
  ];
  if (!items.length) return null;

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => (key === 'view' ? navigate(`/admin/users/${user.user_id}`) : setOpen(key as Open)),
        }}
      >
        <Button size="small" data-testid={`user-actions-${user.username}`}>
          {t('users.more')}
        </Button>
      </Dropdown>
      {open === 'status' && (
        <StatusModal
          user={user}
          busy={statusBusy}
          onSubmit={(change) => void changeStatus(change)}
          onDelete={() => setOpen('delete')}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'delete' && (
        <DeleteUserModal
          busy={statusBusy}
          onSubmit={(remove) => void changeStatus({ status: 'deleted', remove_all_content: remove })}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'role' && <RoleModal roleId={user.role_id} busy={roleBusy} onSubmit={(r) => void changeRole(r)} onClose={() => setOpen(null)} />}
      {open === 'password' && (
        <PasswordModal userId={user.user_id} onDone={() => done(t('common:toast.password_updated'))} onClose={() => setOpen(null)} />
      )}
      {open === 'activation' && <ActivationModal userId={user.user_id} onActivated={() => done()} onClose={() => setOpen(null)} />}
    </>
  );
}
