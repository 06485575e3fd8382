import { useNavigate, useLocation } from 'react-router-dom';
import { guardActivated, PATHS } from '@site/shared/auth';
import { saveRedirect, selectLoginState, useAppDispatch, useAppSelector } from '@site/shared/store';
import { useGetFollowingTagsQuery, useUpdateFollowTagsMutation } from './tags-api';

/**
 * Follow state and toggling for tags. PUT follow/tags takes the whole list, so the toggle sends the followed list
 * (GET tags/following) with one slug added or removed. Visitors who may not follow are sent where the guard says.
 */
export function useTagFollow() {
  const ls = useAppSelector(selectLoginState);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data: following } = useGetFollowingTagsQuery(undefined, { skip: !ls.logged });
  const [update, { isLoading }] = useUpdateFollowTagsMutation();

  const isFollowing = (slug: string, fallback: boolean) => (following ? following.some((t) => t.slug_name === slug) : fallback);

  const toggle = async (slug: string, fallback: boolean) => {
    const verdict = guardActivated(ls);
    if (!verdict.ok) {
      if ('redirect' in verdict) {
        if (verdict.redirect === PATHS.login) dispatch(saveRedirect(pathname + search));
        navigate(verdict.redirect);
      }
      return;
    }
    const current = (following ?? []).map((t) => t.slug_name);
    const next = isFollowing(slug, fallback) ? current.filter((s) => s !== slug) : [...current, slug];
    await update({ slug_name_list: next });
  };

  return { isFollowing, toggle, busy: isLoading };
}
