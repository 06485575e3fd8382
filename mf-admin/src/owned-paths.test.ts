import { unownedRoutePaths } from '@site/mock-server';
import ownedPaths from './owned-paths.json';
import routes from './routes';

test('every route of this remote is under the paths it declares, so the shell sends those addresses here', () => {
  expect(unownedRoutePaths(routes, ownedPaths)).toEqual([]);
});
