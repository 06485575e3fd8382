// The parts of GET siteinfo that Answer 2.0's own client reads and the product did not have: the theme as Answer
// shapes it (theme_config keyed by theme name, layout, theme_options) and the groups site_questions, site_tags,
// site_advanced, site_security, site_legal, users_settings, ai_enabled and mcp_enabled. Each is filled from the
// product's settings where it has them, from the rules the server enforces, and from Answer's defaults otherwise.
import { QUESTION_TAGS_MIN, themeLayouts, UPLOAD_MAX_BYTES, type SiteInfo, type ThemeConfig } from '@site/shared/contract';
import type { SettingsMap } from '../repositories/settings-repo.js';
import { IMAGE_CONTENT_TYPES } from '../services/upload/sniff-image.js';
import { bool, group, isObj, str } from './setting-values.js';

export const DEFAULT_THEME = 'default';
/** The product's default theme colours (Answer's client reads a navbar_style not starting with '#' as its blue). */
export const DEFAULT_THEME_CONFIG: ThemeConfig = { navbar_style: 'colored', primary_color: '#0033ff' };
/** Answer's one built-in theme; the product has no other. */
const THEME_OPTIONS = [{ label: 'Default', value: DEFAULT_THEME }];
/** Answer's default: the page spans the window. */
const DEFAULT_LAYOUT: (typeof themeLayouts)[number] = 'Full-width';
/** Answer's default for showing external images and embeds. */
const EXTERNAL_CONTENT_DISPLAY = 'always_display';
/** Answer's default; the server does not count pixels, the byte limit below is what it enforces. */
const MAX_IMAGE_MEGAPIXEL = 40;

const themeConfigOf = (v: unknown, base: ThemeConfig): ThemeConfig => {
  const c = isObj(v) ? v : {};
  return { navbar_style: str(c.navbar_style, base.navbar_style), primary_color: str(c.primary_color, base.primary_color) };
};

/**
 * The stored theme_config is either Answer's (keyed by theme name) or the product's earlier flat one (the colours
 * of the site's theme). Either way the answer is keyed by name and has `default` and the current theme.
 */
function themeConfigs(stored: unknown, theme: string): Record<string, ThemeConfig> {
  const c = isObj(stored) ? stored : {};
  const flat = typeof c.navbar_style === 'string' || typeof c.primary_color === 'string';
  const out: Record<string, ThemeConfig> = {};
  if (!flat) for (const [name, v] of Object.entries(c)) if (isObj(v)) out[name] = themeConfigOf(v, DEFAULT_THEME_CONFIG);
  const site = flat ? themeConfigOf(c, DEFAULT_THEME_CONFIG) : undefined;
  out[DEFAULT_THEME] ??= site ?? DEFAULT_THEME_CONFIG;
  out[theme] ??= site ?? out[DEFAULT_THEME];
  return out;
}

/** The theme group, Answer's shape (the product's theme and color_scheme fields included). */
export function presentTheme(settings: SettingsMap): SiteInfo['theme'] {
  const theme = group(settings, 'theme');
  const name = str(theme.theme, DEFAULT_THEME) || DEFAULT_THEME;
  const scheme = str(theme.color_scheme, 'system');
  const layout = themeLayouts.find((l) => l === theme.layout) ?? DEFAULT_LAYOUT;
  return {
    theme: name,
    color_scheme: scheme === 'light' || scheme === 'dark' ? scheme : 'system',
    theme_config: themeConfigs(theme.theme_config, name),
    layout,
    theme_options: THEME_OPTIONS,
  };
}

/** A settings list of tags: slugs (the product's form) or `{ slug_name, display_name }` (Answer's). */
function siteTags(v: unknown): SiteInfo['site_tags']['recommend_tags'] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((t) => {
    if (typeof t === 'string') return [{ slug_name: t, display_name: t }];
    if (isObj(t) && typeof t.slug_name === 'string') return [{ slug_name: t.slug_name, display_name: str(t.display_name, t.slug_name) }];
    return [];
  });
}

type AnswerSections = Pick<
  SiteInfo,
  'site_questions' | 'site_tags' | 'site_advanced' | 'site_security' | 'site_legal' | 'users_settings' | 'ai_enabled' | 'ai_picture_enabled' | 'mcp_enabled'
>;

/** Answer's groups that the product had no counterpart for, with the values the server actually applies. */
export function presentAnswerSections(settings: SettingsMap, users: SiteInfo['site_users']): AnswerSections {
  const write = group(settings, 'write');
  const login = group(settings, 'login');
  const general = group(settings, 'general');
  const uploadMiB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));
  return {
    // A question needs at least one tag and a non-blank body (the contract's rules; no setting changes them).
    site_questions: { min_tags: QUESTION_TAGS_MIN, min_content: 1, restrict_answer: bool(write.restrict_answer, true) },
    site_tags: {
      required_tag: bool(write.required_tag, false),
      recommend_tags: siteTags(write.recommend_tags),
      reserved_tags: siteTags(write.reserved_tags),
    },
    site_advanced: {
      max_image_size: uploadMiB,
      max_attachment_size: uploadMiB,
      max_image_megapixel: MAX_IMAGE_MEGAPIXEL,
      // The kinds the upload check accepts by content; a JPEG is named either way.
      authorized_image_extensions: [...new Set(Object.keys(IMAGE_CONTENT_TYPES).flatMap((k) => (k === 'jpg' ? ['jpg', 'jpeg'] : [k])))],
      // Only images are taken: no attachment kind is authorized.
      authorized_attachment_extensions: [],
    },
    site_security: {
      login_required: bool(login.login_required, false),
      external_content_display: EXTERNAL_CONTENT_DISPLAY,
      check_update: bool(general.check_update, true),
    },
    site_legal: { external_content_display: EXTERNAL_CONTENT_DISPLAY },
    users_settings: { default_avatar: users.default_avatar, gravatar_base_url: users.gravatar_base_url },
    ai_enabled: bool(group(settings, 'ai').enabled, false),
    ai_picture_enabled: bool(group(settings, 'ai').enabled, false) && str(group(settings, 'ai').image_model, '').trim() !== '',
    mcp_enabled: false,
  };
}
