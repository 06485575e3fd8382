import {
  ContentType,
  MailStatus,
  NO_USER_CENTER_AGENT,
  RoleId,
  type LoggedUser,
  type QuestionInfo,
  type QuestionListItem,
  type SiteInfo,
  type TagBrief,
  type UserBasic,
  type UserCenterAgent,
} from '@site/shared/contract';

let seq = 100;
const nextId = () => String(++seq);
/** A fixed "now" (2026-01-01T00:00:00Z) so fixtures are stable. */
export const FIXTURE_NOW = 1767225600;

/** A tag as embedded in posts. */
export function makeTag(overrides: Partial<TagBrief> = {}): TagBrief {
  const slug = overrides.slug_name ?? 'general';
  return { slug_name: slug, display_name: slug, main_tag_slug_name: '', recommend: false, reserved: false, ...overrides };
}

/** User basics as embedded in posts and lists. */
export function makeUserBasic(overrides: Partial<UserBasic> = {}): UserBasic {
  const username = overrides.username ?? `user${seq + 1}`;
  return {
    id: nextId(),
    username,
    rank: 1,
    display_name: username,
    avatar: '',
    website: '',
    location: '',
    language: 'en_US',
    status: 'normal',
    suspended_until: 0,
    ...overrides,
  };
}

/** The logged user (user/info); an activated regular user unless overridden. */
export function makeUser(overrides: Partial<LoggedUser> = {}): LoggedUser {
  const username = overrides.username ?? `user${seq + 1}`;
  return {
    id: nextId(),
    created_at: FIXTURE_NOW - 86400 * 30,
    last_login_date: FIXTURE_NOW,
    username,
    e_mail: `${username}@example.com`,
    mail_status: MailStatus.active,
    notice_status: 1,
    follow_count: 0,
    answer_count: 0,
    question_count: 0,
    rank: 1,
    rank_score: 0,
    score: 0,
    display_name: username,
    avatar: '',
    bio: '',
    bio_html: '',
    website: '',
    location: '',
    language: 'en_US',
    color_scheme: 'default',
    access_token: `token-${username}`,
    role_id: RoleId.user,
    is_admin: false,
    status: 'normal',
    have_password: true,
    avatar_info: { type: 'system', gravatar: '', custom: '' },
    suspended_until: 0,
    group_info: { name: 'User' },
    ...overrides,
  };
}

/** A post list item (question/page); a question unless overridden. */
export function makeQuestion(overrides: Partial<QuestionListItem> = {}): QuestionListItem {
  const id = overrides.id ?? nextId();
  const title = overrides.title ?? `Post ${id}`;
  return {
    id,
    title,
    url_title: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `About ${title}`,
    content_type: ContentType.question,
    score: 0,
    status: 1,
    pin: 1,
    show: 1,
    view_count: 0,
    unique_view_count: 0,
    vote_count: 0,
    answer_count: 0,
    collection_count: 0,
    follow_count: 0,
    accepted_answer_id: '0',
    last_answer_id: '0',
    created_at: FIXTURE_NOW - Number(id) * 60,
    operated_at: FIXTURE_NOW - Number(id) * 60,
    operation_type: 'asked',
    operator: makeUserBasic(),
    tags: [makeTag()],
    ...overrides,
  };
}

/** A post's detail (question/info), derived from a list item. */
export function makeQuestionInfo(overrides: Partial<QuestionInfo> = {}, from: QuestionListItem = makeQuestion()): QuestionInfo {
  return {
    id: from.id,
    title: from.title,
    url_title: from.url_title,
    content: `# ${from.title}\n\n${from.description}`,
    html: `<h1>${from.title}</h1><p>${from.description}</p>`,
    description: from.description,
    content_type: from.content_type,
    score: from.score,
    tags: from.tags,
    view_count: from.view_count,
    unique_view_count: from.unique_view_count,
    vote_count: from.vote_count,
    answer_count: from.answer_count,
    collection_count: from.collection_count,
    follow_count: from.follow_count,
    accepted_answer_id: from.accepted_answer_id,
    last_answer_id: from.last_answer_id,
    first_answer_id: '0',
    create_time: from.created_at,
    update_time: from.operated_at,
    edit_time: 0,
    pin: from.pin,
    show: from.show,
    status: from.status,
    user_info: from.operator ?? makeUserBasic(),
    answered: false,
    collected: false,
    vote_status: '',
    is_followed: false,
    member_actions: [],
    ...overrides,
  };
}

/** Site settings as GET siteinfo answers them. */
export function makeSiteInfo(overrides: { [K in keyof SiteInfo]?: Partial<SiteInfo[K]> } = {}): SiteInfo {
  const base: SiteInfo = {
    general: {
      name: 'Mock Site',
      short_description: 'A community Q&A site',
      description: 'Questions, articles, resources, bounties and AI pictures.',
      site_url: 'http://localhost',
      contact_email: 'admin@example.com',
      check_update: false,
      permalink: 1,
    },
    interface: { language: 'en_US', time_zone: 'UTC', default_avatar: 'system' },
    branding: { logo: '', mobile_logo: '', square_icon: '', favicon: '' },
    login: {
      allow_new_registrations: true,
      login_required: false,
      allow_email_registrations: true,
      allow_email_domains: [],
      allow_password_login: true,
    },
    site_users: {
      allow_update_avatar: true,
      allow_update_bio: true,
      allow_update_display_name: true,
      allow_update_location: true,
      allow_update_username: true,
      allow_update_website: true,
      default_avatar: 'system',
      gravatar_base_url: '',
    },
    custom_css_html: { custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' },
    theme: {
      theme: 'default',
      color_scheme: 'system',
      theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } },
      layout: 'Full-width',
      theme_options: [{ label: 'Default', value: 'default' }],
    },
    site_seo: { robots: '', permalink: 1 },
    // No drive configured: resources take pasted share links (tests that need the drive override this).
    cloud_drive: { enabled: false, url: '', origin: '' },
    // One answer per member and question: the server's default (site-info-presenter).
    site_write: { restrict_answer: true, required_tag: false, recommend_tags: [], reserved_tags: [] },
    recommend_nav: { show_users: true, login_detail: false, recommend_tags: true },
    site_questions: { min_tags: 1, min_content: 1, restrict_answer: false },
    site_tags: { required_tag: false, recommend_tags: [], reserved_tags: [] },
    site_advanced: {
      max_image_size: 4,
      max_attachment_size: 4,
      max_image_megapixel: 40,
      authorized_image_extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
      authorized_attachment_extensions: [],
    },
    site_security: { login_required: false, external_content_display: 'always_display', check_update: false },
    site_legal: { external_content_display: 'always_display' },
    users_settings: { default_avatar: 'system', gravatar_base_url: '' },
    ai_enabled: false,
    ai_picture_enabled: false,
    mcp_enabled: false,
    maintenance: { enabled: false },
    version: '0.1.0',
    revision: 'mock',
  };
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(overrides)) {
    const current = out[k];
    out[k] = typeof current === 'object' && current !== null && !Array.isArray(current) ? { ...current, ...(v as object) } : v;
  }
  return out as SiteInfo;
}

/** The hosting agent (disabled unless overridden). */
export function makeUserCenterAgent(overrides: Partial<UserCenterAgent> = {}): UserCenterAgent {
  return { ...NO_USER_CENTER_AGENT, ...overrides };
}
