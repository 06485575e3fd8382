import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX, RoleId } from '@site/shared/contract';
import { createSession } from '../services/account/session-service.js';
import { makeTag, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const ADM = `${ADMIN_API_PREFIX}/siteinfo`;
const SITEINFO = `${API_PREFIX}/siteinfo`;
const LEGAL = `${API_PREFIX}/siteinfo/legal`;

const GENERAL = { name: 'Bakers', site_url: 'https://bakers.example/', short_description: 'Bread talk', description: 'All about bread.', contact_email: 'admin@bakers.example' };
const BRANDING = { logo: '/uploads/branding/0123456789abcdef0123456789abcdef.png', mobile_logo: '', square_icon: 'https://cdn.example/sq.png', favicon: '' };
const WRITE = { restrict_answer: false, required_tag: true, recommend_tags: ['Bread', 'bread', 'rye'], reserved_tags: ['meta'] };
const SEO = { robots: 'User-agent: *\nDisallow: /private', permalink: 3 };

describe('admin siteinfo general, branding, write, seo and legal', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
  });
  after(() => t?.close());

  const headers = (token: string | null) => (token ? { authorization: token } : {});
  const get = (group: string, token: string | null = admin) => t.inject({ url: `${ADM}/${group}`, headers: headers(token) });
  const put = (group: string, payload: object, token: string | null = admin) =>
    t.inject({ method: 'PUT', url: `${ADM}/${group}`, payload, headers: headers(token) });
  const siteinfo = async () => (await t.inject({ url: SITEINFO })).json().data;
  const fields = (res: { json(): { data: { error_field: string }[] } }) => res.json().data.map((f) => f.error_field).sort();

  it('general: saves and siteinfo shows it (the URL without its trailing slash); bad values are field errors', async () => {
    assert.equal((await put('general', GENERAL)).statusCode, 200);
    const saved = (await get('general')).json().data;
    assert.deepEqual(saved, { ...GENERAL, site_url: 'https://bakers.example', check_update: true });
    const shown = (await siteinfo()).general;
    assert.equal(shown.name, 'Bakers');
    assert.equal(shown.short_description, 'Bread talk');

    const bad = await put('general', { name: ' ', site_url: 'javascript:alert(1)', contact_email: 'nope', short_description: 'x'.repeat(256) });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(fields(bad), ['contact_email', 'name', 'short_description', 'site_url']);
    assert.equal(bad.json().data.find((f: { error_field: string }) => f.error_field === 'name').error_msg, 'Site name cannot be empty.');
    assert.equal((await put('general', { ...GENERAL, name: 'x'.repeat(31) })).statusCode, 400);
    assert.equal((await get('general')).json().data.name, 'Bakers', 'nothing saved');
  });

  it('branding: uploaded or http(s) images; siteinfo shows them; other addresses are refused', async () => {
    assert.equal((await put('branding', BRANDING)).statusCode, 200);
    assert.deepEqual((await get('branding')).json().data, BRANDING);
    assert.deepEqual((await siteinfo()).branding, BRANDING);
    const bad = await put('branding', { logo: 'javascript:alert(1)', favicon: '/etc/passwd', mobile_logo: 'x'.repeat(600) });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(fields(bad), ['favicon', 'logo', 'mobile_logo']);
    assert.equal((await get('branding')).json().data.logo, BRANDING.logo);
  });

  it('write: tag lists are slugs, lower-cased and stored once; the ask rules read them', async () => {
    // A required tag needs a recommended tag that exists (site-lockout-settings.test.ts).
    await makeTag(t.app.site.db, 'bread');
    assert.equal((await put('write', WRITE)).statusCode, 200);
    const want = { restrict_answer: false, required_tag: true, recommend_tags: ['bread', 'rye'], reserved_tags: ['meta'] };
    assert.deepEqual((await get('write')).json().data, want);
    assert.deepEqual((await siteinfo()).site_write, want);
    assert.equal((await siteinfo()).site_tags.required_tag, true);
    const bad = await put('write', { restrict_answer: 'yes', required_tag: true, recommend_tags: ['a b'], reserved_tags: ['x'.repeat(36)] });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(fields(bad), ['recommend_tags.0', 'reserved_tags.0', 'restrict_answer']);
  });

  it('seo: permalink 1 to 4 and robots.txt as written', async () => {
    assert.equal((await put('seo', SEO)).statusCode, 200);
    assert.deepEqual((await get('seo')).json().data, SEO);
    assert.equal((await siteinfo()).site_seo.permalink, 3);
    assert.equal((await t.inject({ url: '/robots.txt' })).body, `${SEO.robots}\n`);
    for (const permalink of [0, 5, 1.5, '2']) assert.equal((await put('seo', { robots: '', permalink })).statusCode, 400, String(permalink));
    assert.equal((await put('seo', { robots: '', permalink: 1 })).statusCode, 200);
  });

  it('legal: markdown rendered and sanitized by the server (a sent parsed text is ignored); public per type', async () => {
    const tos = '# Terms\n\nBe **nice**.\n\n<script>alert(1)</script>\n\n[x](javascript:alert(2)) <a href="javascript:alert(4)">y</a>';
    const res = await put('legal', { terms_of_service_original_text: tos, terms_of_service_parsed_text: '<script>alert(3)</script>', privacy_policy_original_text: 'We keep *nothing*.' });
    assert.equal(res.statusCode, 200);
    const saved = (await get('legal')).json().data;
    assert.equal(saved.terms_of_service_original_text, tos);
    assert.match(saved.terms_of_service_parsed_text, /<h1>Terms<\/h1>/);
    assert.match(saved.terms_of_service_parsed_text, /<strong>nice<\/strong>/);
    assert.doesNotMatch(saved.terms_of_service_parsed_text, /<script|alert\(1\)|alert\(3\)|href="javascript/);

    const publicTos = await t.inject({ url: `${LEGAL}?info_type=tos` });
    assert.equal(publicTos.statusCode, 200);
    assert.deepEqual(Object.keys(publicTos.json().data).sort(), ['terms_of_service_original_text', 'terms_of_service_parsed_text']);
    const privacy = (await t.inject({ url: `${LEGAL}?info_type=privacy` })).json().data;
    assert.equal(privacy.privacy_policy_parsed_text, '<p>We keep <em>nothing</em>.</p>');
    for (const q of ['', '?info_type=cookies']) {
      const r = await t.inject({ url: `${LEGAL}${q}` });
      assert.equal(r.statusCode, 400);
      assert.equal(r.json().data[0].error_field, 'info_type');
    }
    assert.equal((await put('legal', { terms_of_service_original_text: 'x'.repeat(65536) })).statusCode, 400);
  });

  it('every group: anonymous is 401, members and moderators 403; the public legal call is open to all', async () => {
    const user = await createSession(t.app.site.db, (await makeUser(t.app.site.db)).id);
    const mod = await createSession(t.app.site.db, (await makeUser(t.app.site.db, { role_id: RoleId.moderator })).id);
    const bodies: Record<string, object> = { general: GENERAL, branding: BRANDING, write: WRITE, seo: SEO, legal: {} };
    for (const [group, body] of Object.entries(bodies)) {
      assert.equal((await get(group, null)).statusCode, 401, group);
      assert.equal((await put(group, body, null)).statusCode, 401, group);
      for (const token of [user, mod]) {
        assert.equal((await get(group, token)).statusCode, 403, group);
        assert.equal((await put(group, { ...body, name: 'Hacked' }, token)).statusCode, 403, group);
      }
    }
    assert.equal((await siteinfo()).general.name, 'Bakers');
    assert.equal((await t.inject({ url: `${LEGAL}?info_type=tos`, headers: headers(user) })).statusCode, 200);
  });
});
