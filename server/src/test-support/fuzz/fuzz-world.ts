// The site the fuzz runs against: a member and the admin logged in through the API, victims for the admin's user
// endpoints (so suspending or demoting someone never locks the fuzz's own roles out), and real tags, posts,
// answers and comments made through the API so ids hit rows.
import { API_PREFIX, endpoints, type EndpointName } from '@site/shared/contract';
import { hashAnswer } from '../../services/captcha/svg-provider.js';
import { createSession } from '../../services/account/session-service.js';
import { makeUser } from '../factories.js';
import type { TestApp } from '../test-app.js';
import type { Role } from './fuzz-request.js';

export interface RealRows {
  questions: string[];
  answers: string[];
  comments: string[];
  tags: Array<{ id: string; slug: string }>;
  /** Users only the admin's user endpoints aim at. */
  victims: Array<{ id: string; username: string }>;
  usernames: string[];
  /** Solved captchas (each answers CAPTCHA_CODE once): flows that always ask for one get past it. */
  captchaIds: string[];
  member: { e_mail: string; password: string };
}

export const CAPTCHA_CODE = 'kq7z';
const CAPTCHA_POOL = 600;

export interface FuzzWorld {
  tokens: Record<Role, string | null>;
  rows: RealRows;
  realIds: string[];
  /** A new session for `role` (logout revokes the token it is called with; the shared one must survive). */
  freshToken(role: Role): Promise<string | null>;
  /** Adds the row a successful create made to the real rows (later samples and mutations aim at it too). */
  remember(endpoint: string, data: unknown): void;
}

const MEMBER = { username: 'fuzzmember', e_mail: 'fuzz-member@example.com', password: 'member-pass-1' };

async function api(t: TestApp, token: string, method: 'POST' | 'PUT', path: string, payload: object) {
  const res = await t.inject({ method, url: `${API_PREFIX}${path}`, headers: { authorization: token }, payload });
  if (res.statusCode !== 200) throw new Error(`fuzz set-up: ${method} ${path} answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

export async function buildWorld(t: TestApp): Promise<FuzzWorld> {
  const db = t.app.site.db;
  const member = await makeUser(db, { username: MEMBER.username, e_mail: MEMBER.e_mail, password: MEMBER.password });
  const victims = [];
  for (let i = 0; i < 3; i++) victims.push(await makeUser(db, { username: `fuzzvictim${i}` }));
  const admin = await t.login();
  const memberToken = await t.login(MEMBER.e_mail, MEMBER.password);
  const adminId = (await t.inject({ url: endpoints.getUserInfo.path, headers: { authorization: admin } })).json().data.id as string;

  const tags = [];
  // Slugs with the punctuation slugs allow, and a display name with LIKE wildcards.
  for (const [slug, display] of [['fuzz', 'Fuzz'], ['c++', 'C++'], ['node.js', 'Node.js'], ['sql-like', "SQL % _like_ 'x'"]]) {
    const tag = await api(t, admin, 'POST', '/tag', { slug_name: slug, display_name: display, original_text: `About ${display}` });
    tags.push({ id: tag.tag_id as string, slug: tag.slug_name as string });
  }
  const questions: string[] = [];
  const answers: string[] = [];
  const comments: string[] = [];
  for (const [i, token] of [memberToken, admin, memberToken, admin].entries()) {
    const q = await api(t, token, 'POST', '/question', {
      title: `Fuzz question number ${i} about 100% of _things_`,
      content: `The body of question ${i}, long enough to be accepted. It mentions 'quotes' and \\backslashes\\.`,
      tags: [{ slug_name: tags[i % tags.length]!.slug }],
    });
    questions.push(q.id);
    const answerer = token === admin ? memberToken : admin;
    const a = await api(t, answerer, 'POST', '/answer', { question_id: q.id, content: `An answer to question ${i} with enough text.` });
    answers.push(a.info.id);
    for (const objectId of [q.id, a.info.id]) {
      const c = await api(t, token, 'POST', '/comment', { object_id: objectId, original_text: `A comment on ${objectId}, @${MEMBER.username}` });
      comments.push(c.comment_id);
    }
  }
  const captchaIds = Array.from({ length: CAPTCHA_POOL }, (_, i) => `fuzz-captcha-${i}`);
  const expires_at = new Date(Date.now() + 3_600_000);
  await db.insertInto('captchas').values(captchaIds.map((id) => ({ id, answer_hash: hashAnswer(id, CAPTCHA_CODE), expires_at }))).execute();
  const rows: RealRows = {
    questions,
    answers,
    comments,
    tags,
    victims: victims.map((v) => ({ id: v.id, username: v.username })),
    usernames: [MEMBER.username, 'admin', ...victims.map((v) => v.username)],
    captchaIds,
    member: { e_mail: MEMBER.e_mail, password: MEMBER.password },
  };
  const userIds: Record<Role, string | null> = { anonymous: null, member: member.id, admin: adminId };
  // Tables number their rows independently: a tag's id can be the member's user id, and a mutation that puts it
  // in `user_id` would have the admin suspend the member. Ids equal to either role's user id are left out.
  const isOwnUser = (id: string) => id === member.id || id === adminId;
  const realIds = [...questions, ...answers, ...comments, ...tags.map((x) => x.id), ...rows.victims.map((v) => v.id)].filter((id) => !isOwnUser(id));
  const addId = (list: string[], id: unknown) => {
    if (typeof id !== 'string') return;
    list.push(id);
    if (!isOwnUser(id)) realIds.push(id);
  };
  return {
    tokens: { anonymous: null, member: memberToken, admin },
    rows,
    realIds,
    freshToken: async (role) => (userIds[role] ? createSession(db, userIds[role]) : null),
    remember(endpoint, data) {
      const d = data as Record<string, unknown> | null;
      if (endpoint === 'addQuestion') addId(rows.questions, d?.id);
      if (endpoint === 'addAnswer') addId(rows.answers, (d?.info as { id?: unknown } | undefined)?.id);
      if (endpoint === 'addComment') addId(rows.comments, d?.comment_id);
      if (endpoint === 'addTag' && typeof d?.tag_id === 'string') {
        rows.tags.push({ id: d.tag_id, slug: String(d.slug_name) });
        addId([], d.tag_id);
      }
    },
  };
}

/** Admin settings a successful fuzz request may change, with the GET that reads them back. */
export const RESTORED_SETTINGS: Partial<Record<EndpointName, EndpointName>> = {
  updateSmtpConfig: 'getSmtpConfig',
  updateSiteLoginSettings: 'getSiteLoginSettings',
  updateSiteInterfaceSettings: 'getSiteInterfaceSettings',
  updateSiteUsersSettings: 'getSiteUsersSettings',
  updateConnectorConfigs: 'getConnectorConfigs',
  updateAdminUserCenterAgent: 'getAdminUserCenterAgent',
  updateAdminAiConfig: 'getAdminAiConfig',
  updateSiteMaintenance: 'getSiteMaintenance',
};

/**
 * Snapshots the settings above, and puts one back after a fuzz request changed it: a random "login required" or
 * an enabled hosting agent would turn every later anonymous request into a 401 (maintenance mode into a 503), and a random SMTP host would make
 * every mail-sending request wait on the network.
 */
export async function settingsKeeper(t: TestApp, adminToken: string) {
  const saved = new Map<EndpointName, unknown>();
  for (const [update, get] of Object.entries(RESTORED_SETTINGS) as Array<[EndpointName, EndpointName]>) {
    const res = await t.inject({ url: endpoints[get].path, headers: { authorization: adminToken } });
    saved.set(update, res.json().data);
  }
  return async (name: EndpointName) => {
    if (!saved.has(name)) return;
    const res = await t.inject({ method: 'PUT', url: endpoints[name].path, headers: { authorization: adminToken }, payload: saved.get(name) as object });
    if (res.statusCode !== 200) throw new Error(`fuzz: could not restore ${name}: ${res.statusCode} ${res.body}`);
  };
}
