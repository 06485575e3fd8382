import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BootData } from '@site/shared/contract';
import { writeSettings } from '../../repositories/settings-repo.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { SMTP_KEY } from '../mail/smtp-settings.js';
import { scriptJson } from './boot-data.js';

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-web-boot-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(root, 'mf-posts/dist'), { recursive: true });
  writeFileSync(
    join(root, 'mf-posts/dist/mf-manifest.json'),
    JSON.stringify({
      id: 'mf_posts',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, ownedPaths: { prefixes: ['/questions'], exact: ['/'] } },
      exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.0123abcd.js'], async: ['9.0123abcd.js'] } } }],
    }),
  );
  return root;
}

const bootDataOf = (html: string): BootData => {
  const found = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  assert.ok(found, 'the page has the boot data');
  return JSON.parse(found[1]!) as BootData;
};

describe('boot data in index.html', () => {
  let t: TestApp;
  let webRoot: string;
  before(async () => {
    webRoot = makeWebRoot();
    t = await createTestApp({ installed: true, env: { webRoot } });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('carries what GET siteinfo, GET user-center/agent and /remotes.json answer, so the shell asks for none of them', async () => {
    // No post 12 here: the page answers 404 (the crawlable-pages contributor), and the app still starts from it.
    const page = await t.inject({ url: '/questions/12' });
    assert.equal(page.statusCode, 404);
    const boot = bootDataOf(page.body);
    assert.deepEqual(boot.siteInfo, (await t.inject({ url: '/answer/api/v1/siteinfo' })).json().data);
    assert.deepEqual(boot.userCenterAgent, (await t.inject({ url: '/answer/api/v1/user-center/agent' })).json().data);
    assert.deepEqual(boot.remotes, (await t.inject({ url: '/remotes.json' })).json());
  });

  it("hints the browser to fetch the address's remote at once: its manifest, entry and routes, not its lazy chunks", async () => {
    const { body } = await t.inject({ url: '/questions/12' });
    assert.match(body, /<link rel="preload" href="\/remotes\/mf-posts\/mf-manifest.json" as="fetch" crossorigin="anonymous">/);
    assert.match(body, /<link rel="preload" href="\/remotes\/mf-posts\/remoteEntry.js" as="script">/);
    assert.match(body, /<link rel="preload" href="\/remotes\/mf-posts\/__federation_expose_routes.0123abcd.js" as="script">/);
    assert.doesNotMatch(body, /9\.0123abcd\.js/);
    // An address no remote owns (the shell's 404) gets no hint.
    assert.doesNotMatch((await t.inject({ url: '/nowhere/at-all' })).body, /rel="preload"/);
  });

  it('never carries secrets, and no value can end the script element', async () => {
    const smtpPassword = 'smtp-pass-never-shown';
    await writeSettings(t.app.site.db, {
      [SMTP_KEY]: { smtp_host: 'mail.example', smtp_username: 'u', smtp_password: smtpPassword, smtp_authentication: true },
      general: { name: 'Site </script><script>alert(1)</script><!--', site_url: 'http://localhost:9080' },
      private_note: 'a-private-setting-value',
    });
    const { body } = await t.inject({ url: '/' });
    assert.ok(!body.includes(smtpPassword), 'no SMTP password');
    assert.ok(!body.includes('a-private-setting-value'), 'no setting the siteinfo answer does not show');
    assert.ok(!body.includes('<script>alert(1)'), 'the name cannot open a script');
    assert.equal(bootDataOf(body).siteInfo?.general.name, 'Site </script><script>alert(1)</script><!--');
  });

  it('escapes < and the line separators JavaScript parsers once rejected', () => {
    assert.equal(scriptJson({ a: '</script>\u2028' }), '{"a":"\\u003c/script>\\u2028"}');
  });
});

describe('boot data before install', () => {
  it('has the remotes manifest only (site settings do not exist yet)', async () => {
    const webRoot = makeWebRoot();
    const t = await createTestApp({ installed: false, env: { webRoot } });
    try {
      const boot = bootDataOf((await t.inject({ url: '/install' })).body);
      assert.equal(boot.siteInfo, undefined);
      assert.equal(boot.userCenterAgent, undefined);
      assert.ok(boot.remotes.remotes.some((r) => r.name === 'mf_install'));
    } finally {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
