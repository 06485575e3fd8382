import { api } from '@site/shared/api';
import { endpoints, NO_USER_CENTER_AGENT, type BootData } from '@site/shared/contract';
import { makeStore } from '@site/shared/store';
import { i18n } from '@site/shared/i18n';
import { currentTimeZone, formatDate, setDisplayTimeZone } from '@site/shared/page';
import { mockState, users } from '@site/mock-server';
import { http, HttpResponse, setupMockServer } from '@site/mock-server/node';
import { startEarlyUserInfo, takeEarlyUserInfo } from './early-user';
import { resetBootForTests, startUp } from './start-up';

const server = setupMockServer();
let requests: string[];

beforeEach(() => {
  resetBootForTests();
  requests = [];
  server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
});
afterEach(() => server.events.removeAllListeners());

test('site settings and the user load first, then the agent; language and theme are applied', async () => {
  mockState.siteInfo.interface.language = 'zh_CN';
  mockState.siteInfo.theme.color_scheme = 'dark';
  const store = makeStore();
  const settings = await startUp(store.dispatch, '/questions');

  expect(requests.slice(0, 2).sort()).toEqual([endpoints.getSiteInfo.path, endpoints.getUserInfo.path].sort());
  expect(requests[2]).toBe(endpoints.getUserCenterAgent.path);
  expect(settings).toMatchObject({ language: 'zh_CN', theme: 'dark', timeZone: mockState.siteInfo.interface.time_zone || 'UTC' });
  expect(i18n.language).toBe('zh_CN');
  expect(document.documentElement.dataset.theme).toBe('dark');
  await i18n.changeLanguage('en_US');
});

test('settings are applied once: a second start-up keeps the first result', async () => {
  const store = makeStore();
  const first = await startUp(store.dispatch, '/');
  mockState.siteInfo.theme.color_scheme = first.theme === 'dark' ? 'light' : 'dark';
  expect(await startUp(store.dispatch, '/')).toBe(first);
});

test("the primary colour is the site theme's, from theme_config keyed by theme name (default when it has none)", async () => {
  const base = mockState.siteInfo.theme;
  try {
    const night = { navbar_style: '#111111', primary_color: '#123456' };
    mockState.siteInfo.theme = { ...base, theme: 'night', theme_config: { ...base.theme_config, night } };
    expect((await startUp(makeStore().dispatch, '/')).primaryColor).toBe('#123456');
    resetBootForTests();
    mockState.siteInfo.theme = { ...base, theme: 'plain', theme_config: { default: { navbar_style: '#000000', primary_color: '#654321' } } };
    expect((await startUp(makeStore().dispatch, '/')).primaryColor).toBe('#654321');
  } finally {
    mockState.siteInfo.theme = base;
  }
});

test("the tab's icon is the admin's favicon, else the square icon", async () => {
  const base = mockState.siteInfo.branding;
  try {
    mockState.siteInfo.branding = { ...base, favicon: '', square_icon: '/uploads/branding/square.png' };
    await startUp(makeStore().dispatch, '/');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/uploads/branding/square.png');
    resetBootForTests();
    mockState.siteInfo.branding = { ...base, favicon: '/uploads/branding/fav.png', square_icon: '/uploads/branding/square.png' };
    await startUp(makeStore().dispatch, '/');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/uploads/branding/fav.png');
  } finally {
    mockState.siteInfo.branding = base;
  }
});

test('on /install (site not installed) no site API is called', async () => {
  mockState.installed = false;
  await startUp(makeStore().dispatch, '/install');
  expect(requests.filter((p) => p.startsWith('/answer/'))).toEqual([]);
});

test("the logged user's language wins over the site's", async () => {
  localStorage.setItem('site.token', JSON.stringify({ value: users.activated.access_token, expires: null }));
  mockState.usersByToken.set(users.activated.access_token, { ...users.activated, language: 'zh_CN' });
  const store = makeStore();
  const settings = await startUp(store.dispatch, '/');
  expect(store.getState().auth.user?.username).toBe('alice');
  expect(settings.language).toBe('zh_CN');
  localStorage.clear();
  await i18n.changeLanguage('en_US');
});

describe("a visitor's language and the site's time zone", () => {
  const preferring = (languages: string[]) =>
    Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  afterEach(async () => {
    preferring(['en-US']);
    setDisplayTimeZone('UTC');
    await i18n.changeLanguage('en_US');
  });

  test("a Chinese-preferring browser sees zh_CN when the site's language is 'Default' (follow the browser)", async () => {
    preferring(['zh-CN', 'en']);
    mockState.siteInfo.interface.language = 'Default';
    const settings = await startUp(makeStore().dispatch, '/');
    expect(settings.language).toBe('zh_CN');
    expect(i18n.t('nav.question')).toBe('问题');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  test('a site that fixes a language keeps it whatever the browser prefers', async () => {
    preferring(['zh-CN']);
    mockState.siteInfo.interface.language = 'en_US';
    expect((await startUp(makeStore().dispatch, '/')).language).toBe('en_US');
  });

  test("a member's own language wins over the browser", async () => {
    preferring(['zh-CN']);
    mockState.siteInfo.interface.language = 'Default';
    localStorage.setItem('site.token', JSON.stringify({ value: users.activated.access_token, expires: null }));
    mockState.usersByToken.set(users.activated.access_token, { ...users.activated, language: 'en_US' });
    expect((await startUp(makeStore().dispatch, '/')).language).toBe('en_US');
    localStorage.clear();
  });

  test("dates are shown in the site's time zone; an unknown zone means UTC", async () => {
    mockState.siteInfo.interface.time_zone = 'Asia/Shanghai';
    expect((await startUp(makeStore().dispatch, '/')).timeZone).toBe('Asia/Shanghai');
    expect(currentTimeZone()).toBe('Asia/Shanghai');
    expect(formatDate(Date.UTC(2026, 0, 1, 0, 0) / 1000, { lang: 'en_US' })).toMatch(/^Jan 1, 2026, 8:00\sAM$/);

    resetBootForTests();
    mockState.siteInfo.interface.time_zone = 'Nowhere/Special';
    expect((await startUp(makeStore().dispatch, '/')).timeZone).toBe('UTC');
  });
});

describe('with the boot data the server inlines and the user asked for by the entry', () => {
  const boot = (): BootData => ({
    siteInfo: { ...structuredClone(mockState.siteInfo), theme: { ...mockState.siteInfo.theme, color_scheme: 'dark' } },
    userCenterAgent: NO_USER_CENTER_AGENT,
    remotes: { remotes: [], auth: { remote: 'mf_users', module: './auth' } },
  });
  afterEach(() => {
    takeEarlyUserInfo(); // nothing left over for the next test
    localStorage.clear();
  });

  test('site settings and the agent come from the page: only the user is asked for, and the settings apply', async () => {
    const store = makeStore();
    const settings = await startUp(store.dispatch, '/', boot());
    expect(requests).toEqual([endpoints.getUserInfo.path]);
    expect(settings.theme).toBe('dark');
    expect(api.endpoints.getSiteInfo.select()(store.getState()).data?.general.name).toBe(mockState.siteInfo.general.name);
  });

  test("the entry's early answer is the user: start-up sends no request at all", async () => {
    localStorage.setItem('site.token', JSON.stringify({ value: users.activated.access_token, expires: null }));
    startEarlyUserInfo();
    expect(requests).toEqual([endpoints.getUserInfo.path]);
    const store = makeStore();
    await startUp(store.dispatch, '/', boot());
    expect(requests).toEqual([endpoints.getUserInfo.path]);
    expect(store.getState().auth.user?.username).toBe('alice');
  });

  test('an early answer for another token is not used: the user is asked for again with the current one', async () => {
    startEarlyUserInfo(); // anonymous
    localStorage.setItem('site.token', JSON.stringify({ value: users.activated.access_token, expires: null }));
    const store = makeStore();
    await startUp(store.dispatch, '/', boot());
    expect(requests).toEqual([endpoints.getUserInfo.path, endpoints.getUserInfo.path]);
    expect(store.getState().auth.user?.username).toBe('alice');
  });

  test('an early answer that failed is asked for again through the api slice (its errors are routed as always)', async () => {
    server.use(http.get(`*${endpoints.getUserInfo.path}`, () => new HttpResponse('proxy error', { status: 502 }), { once: true }));
    startEarlyUserInfo();
    const store = makeStore();
    await startUp(store.dispatch, '/', boot());
    expect(requests).toEqual([endpoints.getUserInfo.path, endpoints.getUserInfo.path]);
    expect(api.endpoints.getUserInfo.select()(store.getState()).status).toBe('fulfilled');
  });
});
