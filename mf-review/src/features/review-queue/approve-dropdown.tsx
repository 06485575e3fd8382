import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReasonObjectType, ReportOperation } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** What staff can do about each kind of flagged object (the server checks the same; a profile is only dismissed here). */
export const OPERATIONS_BY_OBJECT: Record<ReasonObjectType, Exclude<ReportOperation, 'ignore_report'>[]> = {
  question: ['edit_post', 'close_post', 'unlist_post', 'delete_post'],
  answer: ['edit_post', 'delete_post'],
  comment: ['edit_post', 'delete_post'],
  user: [],
};

/** The "take action" dropdown: the flags were right, and this is what is done about the object. */
export function ApproveDropdown({ objectType, disabled, onPick }: { objectType: ReasonObjectType; disabled?: boolean; onPick: (op: ReportOperation) => void }) {
  const { t } = useTranslation('review');
  const ops = OPERATIONS_BY_OBJECT[objectType];
  if (ops.length === 0) return null;
  const items: MenuProps['items'] = ops.map((op) => ({
    key: op,
    label: <span data-testid={`flag-action-${op}`}>{t(`action.${op}`)}</span>,
    danger: op === 'delete_post',
  }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => onPick(key as ReportOperation) }} trigger={['click']} disabled={disabled}>
      <Button type="primary" data-testid="flag-approve">
        {t('action.take')}
      </Button>
    </Dropdown>
  );
}
