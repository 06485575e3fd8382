import { useGetRolesQuery } from './users-api';

/** A role's name in the UI language (GET admin roles answers in it), the list's English name until the roles load. */
export function useRoleName(): (roleId: number, fallback: string) => string {
  const { data: roles } = useGetRolesQuery();
  return (roleId, fallback) => roles?.find((r) => r.id === roleId)?.name ?? fallback;
}
