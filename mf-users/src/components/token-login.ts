import { useLazyGetUserInfoQuery } from '@site/shared/api';
import { afterLoginPath, deriveLoginState } from '@site/shared/auth';
import { saveRedirect, selectRedirectAfterLogin, setToken, useAppDispatch, useAppSelector } from '@site/shared/store';

/**
 * Token login (spec section 4, after login): store the token, fetch the user it belongs to, and answer where to go:
 * the inactive page for a not-activated user, else the saved address or home; home when the token is not valid.
 */
export function useTokenLogin() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectRedirectAfterLogin);
  const [fetchUser] = useLazyGetUserInfoQuery();
  return async (token: string): Promise<string> => {
    dispatch(setToken(token));
    // getUserInfo mirrors the answer into the auth slice (null logs the visitor out again).
    const user = await fetchUser(undefined, false)
      .unwrap()
      .catch(() => null);
    dispatch(saveRedirect(null));
    return afterLoginPath(deriveLoginState(user ? { ...user, access_token: user.access_token || token } : null), saved);
  };
}
