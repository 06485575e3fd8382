import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { actionRecordSchema, envelopeSchema, fieldErrorSchema } from '@site/shared/contract';
import { sql } from 'kysely';
import { AppError } from '../errors/app-error.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { deleteExpiredCaptchas } from '../repositories/captchas-repo.js';
import { MemoryAttemptCounter } from '../services/captcha/attempts.js';
import type { CaptchaProvider } from '../services/captcha/provider.js';
import type { SvgCaptchaProvider } from '../services/captcha/svg-provider.js';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.js';

const RECORD = '/answer/api/v1/user/action/record';
const LOGIN = '/answer/api/v1/user/login/email';
const fieldErrors = envelopeSchema(fieldErrorSchema.array());

describe('captcha', () => {
  let t: TestApp;
  let svg: SvgCaptchaProvider;
  before(async () => {
    t = await createTestApp({ installed: true });
    svg = t.app.captcha.provider('svg') as SvgCaptchaProvider;
  });
  after(() => t.close());

  const record = async (action: string, remoteAddress = '10.0.0.1') => {
    const res = await t.inject({ url: `${RECORD}?action=${action}`, remoteAddress });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(actionRecordSchema).parse(res.json()).data;
  };
  /** A captcha whose answer the test knows (the drawing is real svg-captcha output with a fixed text). */
  const knownCaptcha = async (text: string) => {
    const real = svg.draw;
    svg.draw = () => ({ ...real(), text });
    try {
      return await record('e_mail');
    } finally {
      svg.draw = real;
    }
  };
  const login = (payload: object, remoteAddress: string, lang = 'en_US') =>
    t.inject({ method: 'POST', url: LOGIN, payload, remoteAddress, headers: { 'accept-language': lang } });

  it('e-mail, password recovery and flags always need a captcha: an SVG as a base64 data: URL', async () => {
    for (const action of ['e_mail', 'find_pass', 'flag']) {
      const data = await record(action);
      assert.equal(data.verify, true);
      assert.match(data.captcha_id, /^[0-9a-f]{32}$/);
      const prefix = 'data:image/svg+xml;base64,';
      assert.ok(data.captcha_img.startsWith(prefix), data.captcha_img.slice(0, 40));
      const svgText = Buffer.from(data.captcha_img.slice(prefix.length), 'base64').toString('utf8');
      assert.match(svgText, /^<svg[\s\S]*<\/svg>$/);
    }
  });

  it('login needs no captcha for a fresh visitor; an unknown action is a field error on action', async () => {
    assert.deepEqual(await record('login', '10.0.0.2'), { verify: false, captcha_id: '', captcha_img: '' });
    const res = await t.inject({ url: `${RECORD}?action=dance` });
    assert.equal(res.statusCode, 400);
    assert.equal(fieldErrors.parse(res.json()).data[0]!.error_field, 'action');
  });

  it('stores only a hash of the answer', async () => {
    const { captcha_id } = await knownCaptcha('Wxyz');
    const row = await t.app.site.db.selectFrom('captchas').selectAll().where('id', '=', captcha_id).executeTakeFirstOrThrow();
    assert.match(row.answer_hash, /^[0-9a-f]{64}$/);
    assert.doesNotMatch(JSON.stringify(row), /wxyz/i);
  });

  it('a captcha is checked once, case-insensitively: a second use fails even with the right code', async () => {
    const first = await knownCaptcha('AbCd');
    assert.equal(await t.app.captcha.verifyCaptcha(first.captcha_id, ' abcd '), true);
    assert.equal(await t.app.captcha.verifyCaptcha(first.captcha_id, 'AbCd'), false);
    // A wrong guess burns it too.
    const second = await knownCaptcha('EfGh');
    assert.equal(await t.app.captcha.verifyCaptcha(second.captcha_id, 'nope'), false);
    assert.equal(await t.app.captcha.verifyCaptcha(second.captcha_id, 'EfGh'), false);
    assert.equal(await t.app.captcha.verifyCaptcha('no-such-id', 'EfGh'), false);
  });

  it('an expired captcha fails with the right code; expired rows are cleaned up', async () => {
    const { captcha_id } = await knownCaptcha('Tuvw');
    const past = new Date(Date.now() - 1000);
    await t.app.site.db.updateTable('captchas').set({ expires_at: past }).where('id', '=', captcha_id).execute();
    assert.equal(await t.app.captcha.verifyCaptcha(captcha_id, 'Tuvw'), false);

    const stale = await knownCaptcha('Stal');
    const live = await knownCaptcha('Live');
    await t.app.site.db.updateTable('captchas').set({ expires_at: past }).where('id', '=', stale.captcha_id).execute();
    assert.ok((await deleteExpiredCaptchas(t.app.site.db)) >= 1);
    const ids = (await t.app.site.db.selectFrom('captchas').select('id').execute()).map((r) => r.id);
    assert.ok(!ids.includes(stale.captcha_id));
    assert.ok(ids.includes(live.captcha_id));
  });

  it('login needs a captcha only after 3 failures (per IP and per account); wrong or missing code -> captcha_code', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 2; i++) assert.equal((await login({ e_mail: ADMIN.email, pass: 'wrong-pass-1' }, ip)).statusCode, 400);
    assert.equal((await record('login', ip)).verify, false);
    assert.equal((await login({ e_mail: ADMIN.email, pass: 'wrong-pass-1' }, ip)).statusCode, 400);
    const needed = await record('login', ip);
    assert.equal(needed.verify, true);
    assert.ok(needed.captcha_img.startsWith('data:image/svg+xml;base64,'));
    // Another IP is still free to look, but logging in to this account now needs a captcha too.
    assert.equal((await record('login', '10.0.0.4')).verify, false);

    const cases: [object, string, string, string][] = [
      [{}, 'en_US', 'error.captcha.required', 'Captcha text is required.'],
      [{ captcha_id: needed.captcha_id, captcha_code: 'zzzz' }, 'en_US', 'error.captcha.verification_failed', 'Verification failed.'],
      [{ captcha_id: 'gone', captcha_code: 'zzzz' }, 'zh_CN', 'error.captcha.verification_failed', '验证失败。'],
      [{}, 'zh_CN', 'error.captcha.required', '验证码不能为空。'],
    ];
    for (const [captcha, lang, , message] of cases) {
      for (const from of [ip, '10.0.0.4']) {
        const res = await login({ e_mail: ADMIN.email, pass: ADMIN.password, ...captcha }, from, lang);
        assert.equal(res.statusCode, 400);
        const body = fieldErrors.parse(res.json());
        assert.deepEqual(body.data, [{ error_field: 'captcha_code', error_msg: message }]);
        assert.equal(body.msg, message);
      }
    }

    const ok = await knownCaptcha('Good');
    const res = await login({ e_mail: ADMIN.email, pass: ADMIN.password, captcha_id: ok.captcha_id, captcha_code: 'good' }, ip);
    assert.equal(res.statusCode, 200, res.body);
    // A successful login clears the count.
    assert.equal((await record('login', ip)).verify, false);
  });

  it('a plugin provider replaces the built-in one when the captcha_provider setting names it', async () => {
    const issued = new Set<string>();
    const fake: CaptchaProvider = {
      name: 'fake',
      async create() {
        const id = `fake-${issued.size}`;
        issued.add(id);
        return { id, image: 'data:image/png;base64,AAAA' };
      },
      async verify(id, code) {
        return issued.delete(id) && code === '42';
      },
    };
    t.app.captcha.registerProvider(fake);
    assert.match((await record('e_mail')).captcha_img, /^data:image\/svg\+xml/, 'registered but not selected');

    await writeSettings(t.app.site.db, { captcha_provider: 'fake' });
    try {
      const data = await record('flag');
      assert.deepEqual(data, { verify: true, captcha_id: 'fake-0', captcha_img: 'data:image/png;base64,AAAA' });
      await t.app.captcha.requireCaptcha('flag', { captcha_id: data.captcha_id, captcha_code: '42' });
      const again = await record('flag');
      await assert.rejects(t.app.captcha.requireCaptcha('flag', { captcha_id: again.captcha_id, captcha_code: '41' }), (err) => {
        assert.ok(err instanceof AppError);
        assert.deepEqual(err.fields, [{ field: 'captcha_code', message: 'error.captcha.verification_failed' }]);
        return true;
      });

      // A name no plugin registered falls back to the built-in provider rather than breaking every form.
      await writeSettings(t.app.site.db, { captcha_provider: 'missing-plugin' });
      assert.match((await record('e_mail')).captcha_img, /^data:image\/svg\+xml/);
    } finally {
      await writeSettings(t.app.site.db, { captcha_provider: 'svg' });
    }
  });

  it('the table exists on this engine with its expiry index', async () => {
    const rows = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'captchas'`.execute(t.app.site.db);
    assert.ok(rows.rows.some((r) => r.indexname === 'captchas_expires_at'));
  });
});

describe('MemoryAttemptCounter', () => {
  it('counts within the window and forgets after it', async () => {
    let now = 1_000;
    const counter = new MemoryAttemptCounter(10, () => now);
    assert.equal(await counter.increment('k', 100), 1);
    assert.equal(await counter.increment('k', 100), 2);
    assert.equal(await counter.count('k'), 2);
    now += 100;
    assert.equal(await counter.count('k'), 0);
    assert.equal(await counter.increment('k', 100), 1);
    await counter.reset('k');
    assert.equal(await counter.count('k'), 0);
  });

  it('stays bounded under a flood of distinct keys', async () => {
    const counter = new MemoryAttemptCounter(5);
    for (let i = 0; i < 50; i++) await counter.increment(`k${i}`, 60_000);
    assert.ok((await counter.count('k49')) === 1);
    assert.equal(await counter.count('k0'), 0);
  });
});
