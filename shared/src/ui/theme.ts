import { theme as antdTheme, type ThemeConfig } from 'antd';
import { contrastRatio, TEXT_CONTRAST, withContrast } from '../contract/contrast.js';
import { headerColors, PRIMARY_COLOR, primaryTextColor, TEXT_SURFACE_BOUND } from '../contract/site-colors.js';
import type { NavbarStyle } from '../contract/site-customize.js';

/** Default primary colour (spec section 9). */
export { PRIMARY_COLOR };

/** antd's default error red (#ff4d4f) reads at 3:1 on white; the theme derives a darker one from it. */
const ANTD_ERROR = '#ff4d4f';

const LIGHT_SURFACE = TEXT_SURFACE_BOUND.light;
const DARK_SURFACE = TEXT_SURFACE_BOUND.dark;

export interface ThemeOptions {
  mode?: 'light' | 'dark';
  /** The site's primary colour (siteinfo theme_config); PRIMARY_COLOR when empty. */
  primaryColor?: string;
  /** The header: 'colored' (the primary colour, the default) or 'light' (the page's own surface). */
  navbarStyle?: NavbarStyle;
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
 * or black, whichever reads on it; a 'light' navbar is the page's own surface in the mode shown. The menu inside it
 * uses antd's dark menu, re-tinted to sit on that colour.
 */
function headerComponents(primary: string, navbarStyle: NavbarStyle, mode: 'light' | 'dark'): ThemeConfig['components'] {
  const { background, text } = headerColors(primary, navbarStyle, mode);
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
      // On a colour the selected item is a darker or lighter patch of it; on a plain (light navbar) surface a grey.
      darkItemSelectedBg:
        navbarStyle === 'light' ? (onWhite ? 'rgba(255, 255, 255, 0.16)' : 'rgba(0, 0, 0, 0.08)') : onWhite ? 'rgba(0, 0, 0, 0.25)' : 'rgba(255, 255, 255, 0.4)',
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

/**
 * A seed for antd's dark algorithm whose derived colour still reads on the dark surfaces: the algorithm turns the
 * link and error seeds into darker shades, so the seed is lightened step by step until what comes out passes.
 */
function darkSeedReading(color: string, key: 'colorLink' | 'colorError'): string {
  for (let min = TEXT_CONTRAST; min <= 21; min += 0.5) {
    const seed = withContrast(color, DARK_SURFACE, min);
    const derived = antdTheme.darkAlgorithm({ ...antdTheme.getDesignToken(), [key]: seed })[key];
    if (contrastRatio(derived, DARK_SURFACE) >= TEXT_CONTRAST) return seed;
  }
  return '#ffffff';
}

/** The antd theme for a mode and primary colour, with every text colour at WCAG AA contrast on its surfaces. */
export function themeFor({ mode = 'light', primaryColor, navbarStyle = 'colored' }: ThemeOptions = {}): ThemeConfig {
  const chosen = primaryColor || PRIMARY_COLOR;
  if (mode === 'dark') {
    // antd's dark algorithm derives the fills (buttons, the header) from the seed, darker than it: white text reads
    // on them. Text in the primary colour (links, the selected tab or menu item) would not read on the dark
    // surfaces, so it takes the colour lightened just enough instead (no single colour can be both).
    const text = primaryTextColor(chosen, 'dark');
    const link = darkSeedReading(text, 'colorLink');
    const header = headerComponents(chosen, navbarStyle, mode);
    return {
      algorithm: antdTheme.darkAlgorithm,
      token: {
        colorPrimary: chosen,
        colorLink: link,
        colorPrimaryText: text,
        colorPrimaryTextHover: text,
        colorPrimaryTextActive: text,
        colorError: darkSeedReading(withContrast(ANTD_ERROR, DARK_SURFACE), 'colorError'),
        ...TEXT_TOKENS.dark,
      },
      components: {
        ...header,
        Menu: { ...header?.Menu, itemSelectedColor: text, horizontalItemSelectedColor: text, itemHoverColor: text },
        Tabs: { itemSelectedColor: text, itemHoverColor: text, itemActiveColor: text },
        Typography: HEADINGS,
      },
    };
  }
  // A light primary would make links and primary-coloured text unreadable: darken it just enough.
  const primary = primaryTextColor(chosen, 'light');
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      // antd colours links from colorInfo (#1677ff, 4.1:1 on white), not from the primary colour.
      colorLink: primary,
      colorError: withContrast(ANTD_ERROR, LIGHT_SURFACE),
      ...TEXT_TOKENS.light,
    },
    components: { ...headerComponents(primary, navbarStyle, mode), Typography: HEADINGS },
  };
}

/** The antd theme every part renders with by default (light, default primary). */
export const theme: ThemeConfig = themeFor();
