import { endpoints, type PluginConfig, type PluginListItem, type PluginPage, type UpdatePluginConfigBody } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { errorResponses } from '../envelope.js';
import { handle } from '../handle.js';
import { registerMockReset } from '../state.js';

// Fixtures only: which plugins exist, their forms and a route page. Switches and saves are recorded as sent; every
// rule about them (filters, checks, secrets) is the server's.
const plugin = (over: Partial<PluginListItem> & Pick<PluginListItem, 'slug_name' | 'name' | 'type'>): PluginListItem => ({
  description: '',
  version: '1.0.0',
  link: '',
  enabled: true,
  have_config: false,
  route: '',
  error: '',
  ...over,
});

/**
 * The installed list: the built-in captcha, a connector plugin with config, member settings and a page, one off, and
 * one whose code failed to start (off, with its error).
 */
export const mockPluginList: PluginListItem[] = [
  plugin({ slug_name: 'captcha_basic', name: 'Basic captcha', type: 'captcha', description: 'The built-in picture captcha.' }),
  plugin({
    slug_name: 'demo_login',
    name: 'Demo login',
    type: 'connector',
    description: 'Log in with a Demo ID.',
    link: 'https://example.com/demo-login',
    have_config: true,
    route: '/demo-login',
  }),
  plugin({ slug_name: 'demo_search', name: 'Demo search', type: 'search', enabled: false }),
  plugin({ slug_name: 'demo_broken', name: 'Demo broken', type: 'captcha', enabled: false, error: 'start-up failed: connect ECONNREFUSED 127.0.0.1:6380' }),
];

const field = (over: Partial<PluginConfig['config_fields'][number]> & Pick<PluginConfig['config_fields'][number], 'name' | 'type' | 'title'>) => ({
  description: '',
  required: false,
  value: '',
  ui_options: {},
  options: [],
  ...over,
});

/** demo_login's site config form (a stored secret reads as the placeholder). */
export const mockPluginConfig: PluginConfig = {
  slug_name: 'demo_login',
  name: 'Demo login',
  description: 'Log in with a Demo ID.',
  version: '1.0.0',
  config_fields: [
    field({ name: 'greeting', type: 'input', title: 'Greeting', required: true, value: 'Hello from Demo ID', description: 'Shown on the plugin page.' }),
    field({ name: 'client_secret', type: 'input', title: 'Client secret', value: '********', ui_options: { input_type: 'password' } }),
    field({ name: 'notes', type: 'textarea', title: 'Notes', ui_options: { rows: '3' } }),
    field({ name: 'button_style', type: 'select', title: 'Button style', value: 'plain', options: [{ label: 'Plain', value: 'plain' }, { label: 'Bold', value: 'bold' }] }),
    field({ name: 'scopes', type: 'checkbox', title: 'Scopes', value: ['email'], options: [{ label: 'Email', value: 'email' }, { label: 'Profile', value: 'profile' }] }),
    field({ name: 'auto_register', type: 'switch', title: 'Create accounts', value: false }),
  ],
};

/** demo_login's member settings form. */
export const mockUserPluginConfig: PluginConfig = {
  ...mockPluginConfig,
  config_fields: [field({ name: 'show_badge', type: 'switch', title: 'Show my Demo ID badge', value: false }), field({ name: 'nickname', type: 'input', title: 'Demo ID nickname' })],
};

export const mockPluginPage: PluginPage = { slug_name: 'demo_login', title: 'Demo login', html: '<p>Hello from Demo ID</p>' };

/**
 * What the mock received: switches and saves, in order. A config save whose `greeting` is 'refused' is answered with
 * a canned field error on that field.
 */
export const mockPlugins: { statusSent: { plugin_slug_name: string; enabled: boolean }[]; configSent: UpdatePluginConfigBody[]; userConfigSent: UpdatePluginConfigBody[] } = {
  statusSent: [],
  configSent: [],
  userConfigSent: [],
};
registerMockReset(() => {
  mockPlugins.statusSent = [];
  mockPlugins.configSent = [];
  mockPlugins.userConfigSent = [];
});

const bySlug = (slug: string, form: PluginConfig) => (slug === form.slug_name ? form : errorResponses.notFound('error.plugin.not_found'));

export const pluginHandlers = [
  handle(endpoints.getPluginStatus, () => mockPluginList.map(({ slug_name, enabled, type, route }) => ({ slug_name, enabled, type, route }))),
  handle(endpoints.getPluginPage, ({ query }) => (query.plugin_slug_name === mockPluginPage.slug_name ? mockPluginPage : errorResponses.notFound('error.plugin.not_found'))),
  handle(endpoints.getAdminPlugins, () => mockPluginList),
  handle(endpoints.updatePluginStatus, ({ body }) => {
    mockPlugins.statusSent.push(body);
    return null;
  }),
  handle(endpoints.getPluginConfig, ({ query }) => bySlug(query.plugin_slug_name, mockPluginConfig)),
  handle(endpoints.updatePluginConfig, ({ body }) => {
    if (body.config_fields.greeting === 'refused') return errorResponses.fieldErrors([{ error_field: 'greeting', error_msg: translate('error.validation.required') }]);
    mockPlugins.configSent.push(body);
    return null;
  }),
  handle(endpoints.getUserPluginConfigs, () => [{ name: mockUserPluginConfig.name, slug_name: mockUserPluginConfig.slug_name }]),
  handle(endpoints.getUserPluginConfig, ({ query }) => bySlug(query.plugin_slug_name, mockUserPluginConfig)),
  handle(endpoints.updateUserPluginConfig, ({ body }) => {
    mockPlugins.userConfigSent.push(body);
    return null;
  }),
];
