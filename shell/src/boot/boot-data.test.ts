import { BOOT_DATA_ELEMENT_ID } from '@site/shared/contract';
import { bootData, resetBootDataForTests } from './boot-data';

const manifest = { remotes: [{ name: 'mf_posts', entry: '/remotes/mf-posts/mf-manifest.json' }], auth: { remote: 'mf_users', module: './auth' } };

function page(text: string | null) {
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  resetBootDataForTests();
  if (text === null) return;
  const script = document.createElement('script');
  script.id = BOOT_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

test('the boot data is read from the page; a page without it, or with an unreadable one, has none (start-up asks)', () => {
  page(JSON.stringify({ remotes: manifest, siteInfo: { general: { name: 'A </script> site' } } }));
  expect(bootData()?.remotes).toEqual(manifest);
  expect(bootData()?.siteInfo?.general.name).toBe('A </script> site');
  page(null);
  expect(bootData()).toBeNull();
  page('{"remotes": ');
  expect(bootData()).toBeNull();
  page(JSON.stringify({ remotes: { remotes: 'nope' } }));
  expect(bootData()).toBeNull();
});
