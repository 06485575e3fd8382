// The privilege table as the post pages' buttons follow it (GET permission).
export { usePrivilege, PAGE_ACTIONS, type PageAction, type Privilege } from '@site/shared/api';
export { PrivilegeButton } from '@site/shared/ui';
