import { theme as antdTheme, type ThemeConfig } from 'antd';
import { withContrast } from '../contract/contrast.js';
import { headerColors, PRIMARY_COLOR } from '../contract/site-colors.js';

/** Default primary colour (spec section 9). */
export { PRIMARY_COLOR };

/** antd's default error red (#ff4d4f) reads at 3:1 on white; the theme derives a darker one from it. */
const ANTD_ERROR = '#ff4d4f';

/**
 * A bound for every light surface text sits on (white cards, the #f5f5f5 page, pale alert and tag backgrounds):
 * a colour that passes on it passes on all of them.
 */
const LIGHT_SURFACE = '#e6e6e6';

export interface ThemeOptions {
  mode?: 'light' | 'dark';
  /** The site's primary colour (siteinfo theme_config); PRIMARY_COLOR when empty. */
  primaryColor?: string;
}

/**
 * Text tokens per mode. antd's defaults for secondary-looking text (tertiary/description at 45% alpha, placeholder at
 * 25%) fall under WCAG's 4.5:1; these alphas reach it on the surfaces of each mode.
 */
const TEXT_TOKENS = {
  light: { colorTextTertiary: 'rgba(0, 0, 0, 0.6)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)' },
  dark: { colorTextTertiary: 'rgba(255, 255, 255, 0.6)', colorTextPlaceholder: 'rgba(255, 255, 255, 0.56)' },
} as const;

/**
 * The header is "colored" by default (spec section 9: navbar style): the primary colour behind text that is white
 * or black, whichever reads on it. The menu inside it uses antd's dark menu, re-tinted to sit on that colour.
 */
function headerComponents(primary: string): ThemeConfig['components'] {
  const { background, text } = headerColors(primary);
  const onWhite = text === '#ffffff';
  return {
    Layout: { headerBg: background, headerColor: text },
    Menu: {
      darkItemBg: 'transparent',
      darkPopupBg: background,
      darkItemColor: text,
      darkItemHoverColor: text,
      darkItemSelectedColor: text,
      darkItemHoverBg: onWhite ? 'rgba(255, 255, 255, 0.12)' : 'rgba(0, 0, 0, 0.08)',
      darkItemSelectedBg: onWhite ? 'rgba(0, 0, 0, 0.25)' : 'rgba(255, 255, 255, 0.4)',
    },
    // Ghost buttons are the ones drawn on the header: outline and text in the header's text colour.
    Button: { defaultGhostColor: text, defaultGhostBorderColor: text },
  };
}

/**
 * Page titles are the page's one h1; antd draws h1 at 38 px, too loud for "Tags" or "Log in", so h1 takes antd's h2
 * size and h2 antd's h3 size (h3 to h5 keep theirs).
 */
const HEADINGS = { fontSizeHeading1: 30, lineHeightHeading1: 38 / 30, fontSizeHeading2: 24, lineHeightHeading2: 32 / 24 };

/** The antd theme for a mode and primary colour, with every text colour at WCAG AA contrast on its surfaces. */
export function themeFor({ mode = 'light', primaryColor }: ThemeOptions = {}): ThemeConfig {
  const chosen = primaryColor || PRIMARY_COLOR;
  if (mode === 'dark') {
    // antd's dark algorithm derives its own tints from the seeds; only the text alphas and the header are ours.
    return {
      algorithm: antdTheme.darkAlgorithm,
      token: { colorPrimary: chosen, ...TEXT_TOKENS.dark },
      components: { ...headerComponents(chosen), Typography: HEADINGS },
    };
  }
  // A light primary would make links and primary-coloured text unreadable: darken it just enough.
  const primary = withContrast(chosen, LIGHT_SURFACE);
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      // antd colours links from colorInfo (#1677ff, 4.1:1 on white), not from the primary colour.
      colorLink: primary,
      colorError: withContrast(ANTD_ERROR, LIGHT_SURFACE),
      ...TEXT_TOKENS.light,
    },
    components: { ...headerComponents(primary), Typography: HEADINGS },
  };
}

/** The antd theme every part renders with by default (light, default primary). */
export const theme: ThemeConfig = themeFor();
