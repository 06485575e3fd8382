import { endpoints } from '@site/shared/contract';
import { storage, STORAGE_KEYS } from '@site/shared/lib';
import { storedToken, TOKEN_KEY, USER_INFO_PATH } from './early-user';

// early-user.ts runs before the shared modules exist, so it repeats two of shared's facts: these tests pin them.
test("the early request asks shared's user/info path and reads the token where shared's storage keeps it", () => {
  expect(USER_INFO_PATH).toBe(endpoints.getUserInfo.path);
  expect(TOKEN_KEY).toBe(STORAGE_KEYS.token);
  expect(storedToken()).toBeNull();
  storage.set(STORAGE_KEYS.token, 'raw-token');
  expect(storedToken()).toBe('raw-token');
  storage.set(STORAGE_KEYS.token, 'old-token', 1000, Date.now() - 5000);
  expect(storedToken()).toBeNull(); // expired, as storage.get sees it
  localStorage.setItem(TOKEN_KEY, 'not json');
  expect(storedToken()).toBeNull();
  localStorage.clear();
});
